import { quoteLines, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES } from '@dapur/shared';
import type { RestaurantProfile } from '@dapur/shared/restaurant';
import type { MailMessage } from '../../lib/mailer';

/** Who the emails are from: the restaurant's name and the phone customers can call. */
export type Sender = Pick<RestaurantProfile, 'name' | 'phone'>;

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

export function resetCodeEmail(input: ResetEmailInput, restaurant: Sender): MailMessage {
  const text = [
    `Halo ${quoteLines(input.name)},`,
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
    fromName: restaurant.name,
  };
}

/** To the old address after an email change: the owner learns of a takeover at once. */
export function emailChangedNotice(
  change: { name: string; from: string; to: string },
  restaurant: Sender,
): MailMessage {
  const text = [
    `Halo ${quoteLines(change.name)},`,
    '',
    `Email akun ${restaurant.name} Anda baru saja diganti dari ${change.from} menjadi ${change.to}.`,
    'Semua perangkat lain sudah dikeluarkan dari akun Anda.',
    '',
    `Jika bukan Anda yang menggantinya, segera hubungi kami di ${restaurant.phone}.`,
    '',
    'Salam hangat,',
    restaurant.name,
  ].join('\n');
  return {
    to: change.from,
    subject: `Email akun ${restaurant.name} Anda diganti`,
    text,
    fromName: restaurant.name,
  };
}
