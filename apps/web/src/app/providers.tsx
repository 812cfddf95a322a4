import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HTTPError, TimeoutError } from 'ky';
import { tokenStore } from '../lib/token-store';
import { USER_QUERY_KEY } from '../lib/user-query-key';

/**
 * One retry for a failed read. None for a 4xx (asking again will not change the response)
 * and none after a timeout: the customer has already waited the full 10 s (spec §9), and
 * the timeout message (spec §8) is due then, not after a second wait.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof TimeoutError) return false;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    if (status >= 400 && status < 500) return false;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        // The menu changes a few times a day at most.
        staleTime: 60_000,
        // Fail with 'Network Error' when offline instead of waiting silently.
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  // Whatever ends the session (logout, a refused refresh, another tab), the customer's data goes.
  useEffect(
    () =>
      tokenStore.subscribe(() => {
        if (tokenStore.get() === null) client.removeQueries({ queryKey: USER_QUERY_KEY });
      }),
    [client],
  );

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
