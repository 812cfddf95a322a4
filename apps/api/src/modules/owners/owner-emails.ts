import { INVITE_TTL_HOURS } from '@dapur/shared';
import type { MailMessage } from '../../lib/mailer';

/** The link a family member opens to become an owner of the shop. */
export function inviteEmail(invite: {
  email: string;
  link: string;
  invitedBy: string;
  restaurant: string;
}): MailMessage {
  const text = [
    'Halo,',
    '',
    `${invite.invitedBy} mengundang Anda ikut mengelola toko online ${invite.restaurant}: pesanan, menu, dan pengaturan toko.`,
    '',
    'Buka tautan ini untuk membuat password Anda:',
    invite.link,
    '',
    `Tautan ini berlaku ${INVITE_TTL_HOURS} jam dan hanya bisa dipakai sekali.`,
    'Jika Anda tidak mengenal pengirimnya, abaikan email ini.',
  ].join('\n');
  return {
    to: invite.email,
    subject: `Undangan mengelola ${invite.restaurant}`,
    text,
    fromName: invite.restaurant,
  };
}
