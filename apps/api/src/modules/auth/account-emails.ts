import { RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES } from '@dapur/shared';
import { restaurant } from '@dapur/shared/restaurant';
import type { MailMessage } from '../../lib/mailer';

export interface ResetEmailInput {
  name: string;
  email: string;
  code: string;
  /** Where the web app runs, without a trailing slash. */
  publicUrl: string;
}

/** The link opens the web app's reset page with the email and code filled in. */
export function resetLink({ email, code, publicUrl }: ResetEmailInput): string {
  const query = new URLSearchParams({ email, code });
  return `${publicUrl}/reset-password?${query.toString()}`;
}

export function resetCodeEmail(input: ResetEmailInput): MailMessage {
  const text = [
    `Halo ${input.name},`,
    '',
    `Kami menerima permintaan untuk mengatur ulang password akun ${restaurant.name} Anda.`,
    '',
    `Kode reset Anda: ${input.code}`,
    '',
    `Kode ini berlaku ${RESET_CODE_TTL_MINUTES} menit dan dapat dicoba paling banyak ${RESET_CODE_MAX_ATTEMPTS} kali.`,
    'Masukkan kode di halaman reset password, atau buka tautan berikut:',
    resetLink(input),
    '',
    'Jika Anda tidak meminta reset password, abaikan email ini. Password Anda tidak berubah.',
    '',
    'Salam hangat,',
    restaurant.name,
    restaurant.phone,
  ].join('\n');
  return {
    to: input.email,
    subject: `Kode reset password ${restaurant.name}`,
    text,
    localNote: `Kode reset untuk ${input.email}: ${input.code}`,
  };
}
