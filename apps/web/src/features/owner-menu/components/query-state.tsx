import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingText } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';

interface Loadable {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps {
  /** Every query the page needs; the page shows once all have their data. */
  queries: Loadable[];
  loading: string;
  failed: string;
  children: () => ReactNode;
}

/**
 * Loading, then the page; or, for a query that never loaded, its failure with a retry. A
 * failed reload keeps what the page showed: the next reload will bring the change.
 */
export function QueryState({ queries, loading, failed, children }: QueryStateProps) {
  const missing = queries.filter((query) => query.data === undefined);
  const failure = missing.find((query) => query.isError && !query.isFetching);
  if (failure) {
    return (
      <ErrorAlert
        message={getErrorMessage(failure.error, failed)}
        onRetry={() => {
          for (const query of missing) if (!query.isFetching) void query.refetch();
        }}
      />
    );
  }
  if (missing.length > 0) return <LoadingText>{loading}</LoadingText>;
  return children();
}
