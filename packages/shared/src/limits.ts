/**
 * Business constants and limits from spec §9 and the API contract's server rules
 * (docs/architecture.md). No zod here: the web app's first bundle imports this file.
 */

/** Every HTTP call from the web app gives up after this long. */
export const REQUEST_TIMEOUT_MS = 10_000;

export const TEXT_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const SUGGESTION_MAX_LENGTH = 1000;

/**
 * The largest PostgreSQL `integer`: ids, prices and order totals are stored as one, so a
 * larger number can name no row and cannot be recorded.
 */
export const STORABLE_INTEGER_MAX = 2_147_483_647;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
/** Lines in one cart: each dish with its note and options is one line. */
export const CART_LINES_MAX = 30;
/** Open orders a customer may have before saying they paid or cancelling one (decision 063). */
export const UNPAID_ORDERS_MAX = 5;
/** The family gets at most one email about new orders a minute, listing them (decision 063). */
export const ORDER_EMAIL_INTERVAL_MS = 60_000;
/** Add-to-cart and order-now both start from one portion. */
export const DEFAULT_ORDER_QUANTITY = 1;

/** Redirect and notice delays of spec §4 and §9. */
export const DELAY_AFTER_REGISTER_MS = 3_000;
export const DELAY_AFTER_FORGOT_MS = 1_000;
export const DELAY_AFTER_RESET_MS = 2_000;
export const SUGGESTION_NOTICE_MS = 3_000;

export const COPYRIGHT_YEAR = 2024;

/** Times are stored in UTC and shown in the restaurant's zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Jakarta';

/** Access tokens live an hour; an expired one can be exchanged for two weeks after issue. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_WINDOW_SECONDS = 14 * 24 * 60 * 60;
/** Password-reset codes. */
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
