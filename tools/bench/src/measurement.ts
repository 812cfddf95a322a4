/** One measured stretch of load, through HTTP (autocannon) or straight to the database. */
export interface Measurement {
  /** Answers received (any status) or operations finished (with or without an error). */
  completed: number;
  /** Wall time from the first request to the last answer. */
  seconds: number;
  /** completed ÷ seconds, not autocannon's mean of per-second samples: a stretch cut short counts right. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus socket errors and timeouts (for the ceilings: operations that threw). */
  errors: number;
  /** Answers per status code, and `socket` for connection errors, so an error can be traced. */
  outcomes: Record<string, number>;
  /** Why the stretch ended before its time, if it did (e.g. every prepared cart was ordered). */
  endedEarly?: string;
  /**
   * CPU time the answering process spent per answer or operation, in µs: the server's or
   * the bare server's, or for a direct-SQL ceiling the bench's own process, which runs it.
   */
  cpuUsEach?: number;
}

export function measurement(fields: Omit<Measurement, 'perSecond'>): Measurement {
  const perSecond = fields.seconds > 0 ? fields.completed / fields.seconds : 0;
  return { ...fields, perSecond: Math.round(perSecond) };
}

/** The value below which `fraction` of the sorted latencies fall. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}
