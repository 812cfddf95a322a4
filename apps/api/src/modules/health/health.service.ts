import { ServiceUnavailableError } from '../../lib/errors';

export interface HealthReport {
  database: 'up';
}

export function createHealthService(pingDatabase: () => Promise<void>) {
  return {
    /** Throws a 503 when the database does not respond, so load balancers stop sending traffic. */
    async check(): Promise<HealthReport> {
      try {
        await pingDatabase();
      } catch (cause) {
        throw new ServiceUnavailableError('database_down', 'Database tidak dapat dihubungi.', {
          cause,
        });
      }
      return { database: 'up' };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
