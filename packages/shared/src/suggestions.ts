import { SUGGESTION_MAX_LENGTH } from './limits';

/** Suggestions without zod: messages and types for any bundle. */
export type { AdminSuggestion, CreateSuggestionBody, Suggestion } from './schemas/suggestions';

export const suggestionMessages = {
  contentRequired: 'Saran wajib diisi.',
  contentTooLong: `Saran maksimal ${SUGGESTION_MAX_LENGTH} karakter.`,
  /** 403 for a `user_id` that is not the caller's. */
  notYourAccount: 'Anda hanya dapat mengirim saran atas nama akun Anda sendiri.',
  notFound: 'Saran tidak ditemukan.',
} as const;
