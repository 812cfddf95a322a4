import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/ui/page-container';

/** The narrow, centred frame of the pages a future owner opens before logging in. */
export function PublicCard({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer className="flex justify-center">
      <div className="w-full max-w-md rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description ? <div className="mt-2 text-ink-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </PageContainer>
  );
}
