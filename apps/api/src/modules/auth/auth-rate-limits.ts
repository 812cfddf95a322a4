import type { RateRules } from '../../plugins/rate-limits';

export interface AuthRateLimits {
  login: RateRules;
  register: RateRules;
  forgotPassword: RateRules;
  resetPassword: RateRules;
}

const MINUTE = 60_000;

/**
 * Generous enough for a family sharing one connection, tight enough to make guessing
 * passwords or reset codes, and flooding someone's inbox, slow.
 */
export const defaultAuthRateLimits: AuthRateLimits = {
  login: { perIp: { max: 10, windowMs: MINUTE }, perEmail: { max: 5, windowMs: MINUTE } },
  register: {
    perIp: { max: 10, windowMs: 15 * MINUTE },
    perEmail: { max: 5, windowMs: 15 * MINUTE },
  },
  forgotPassword: {
    perIp: { max: 10, windowMs: 15 * MINUTE },
    perEmail: { max: 5, windowMs: 15 * MINUTE },
  },
  resetPassword: {
    perIp: { max: 20, windowMs: 15 * MINUTE },
    perEmail: { max: 10, windowMs: 15 * MINUTE },
  },
};
