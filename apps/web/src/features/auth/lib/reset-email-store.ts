/** The forgot-password step leaves the email here for the reset step (spec §4). */
const RESET_EMAIL_KEY = 'reset_password_email';

export const resetEmailStore = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(RESET_EMAIL_KEY);
    } catch {
      return null;
    }
  },
  set(email: string): void {
    try {
      window.sessionStorage.setItem(RESET_EMAIL_KEY, email);
    } catch {
      // The reset link in the email carries the address too.
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(RESET_EMAIL_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
