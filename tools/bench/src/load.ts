import autocannon from 'autocannon';
import { measurement, type Measurement } from './measurement.ts';

/** What one case sends, over and over, on every connection. */
export interface HttpLoad {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * Called before each request is sent: a customer's token, a dish, a fresh Idempotency-Key.
   * Returns the headers and body to send instead of the fixed ones.
   */
  next?: () => { headers?: Record<string, string>; body?: string };
  /** At most this many requests, e.g. one per prepared cart; the stretch ends when they are sent. */
  maxRequests?: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** autocannon against `baseUrl`: `connections` keep-alive connections, each sending as soon as answered. */
export async function runHttp(
  baseUrl: string,
  load: HttpLoad,
  options: LoadOptions,
): Promise<Measurement> {
  const { next } = load;
  if (load.maxRequests !== undefined && load.maxRequests < options.connections) {
    // autocannon sends at least one request per connection: fewer left would be sent twice.
    return measurement({
      completed: 0,
      seconds: 0,
      p50Ms: 0,
      p99Ms: 0,
      errors: 0,
      outcomes: {},
      endedEarly: `only ${load.maxRequests} prepared requests were left, fewer than the connections`,
    });
  }
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    ...(load.maxRequests !== undefined && {
      maxOverallRequests: load.maxRequests,
    }),
    requests: [
      {
        method: load.method,
        path: load.path,
        headers: load.headers,
        ...(load.body !== undefined && { body: load.body }),
        ...(next && {
          setupRequest: (request: autocannon.Request) => {
            const { headers, body } = next();
            return {
              ...request,
              headers: { ...request.headers, ...headers },
              ...(body !== undefined && { body }),
            };
          },
        }),
      },
    ],
  });

  const outcomes: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    outcomes[status] = count ?? 0;
  }
  if (result.errors > 0) outcomes.socket = result.errors;
  const stoppedAtPool =
    load.maxRequests !== undefined && result.duration < options.seconds * 0.95
      ? `all ${load.maxRequests} prepared requests were sent after ${result.duration} s`
      : undefined;
  return measurement({
    completed: result.requests.total,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    outcomes,
    ...(stoppedAtPool && { endedEarly: stoppedAtPool }),
  });
}
