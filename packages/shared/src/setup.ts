/** The shop's first owner and the family's invites, without zod. */
export type { AcceptInviteBody, Invite, InviteBody, SetupBody, Team } from './schemas/setup';

/** An invite link works this long, once. */
export const INVITE_TTL_HOURS = 48;

export const setupMessages = {
  codeRequired: 'Masukkan kode setup.',
  /** 403. */
  codeWrong: 'Kode setup salah. Lihat log server atau berkas setup-code di folder data.',
  /** 409 once the shop has an owner. */
  alreadySetUp: 'Toko sudah punya pemilik. Silakan login.',
  /** 404 for an unknown, used or expired invite link. */
  inviteInvalid: 'Undangan tidak berlaku atau sudah dipakai. Minta undangan baru.',
  /** 422: the email already belongs to an owner. */
  alreadyOwner: 'Email ini sudah menjadi pemilik toko.',
  invited: 'Undangan telah dikirim.',
  /** 403 for a customer on any /admin call. */
  ownersOnly: 'Halaman ini hanya untuk pemilik toko.',
  /** 404 when an owner cancels an invite that was taken, cancelled or never sent. */
  inviteNotFound: 'Undangan tidak ditemukan atau sudah dipakai.',
  /** 404 when the person to remove is not (or no longer) an owner. */
  ownerNotFound: 'Pemilik ini tidak ada di tim.',
  /** 409: the shop always keeps one owner. */
  lastOwner: 'Toko harus punya setidaknya satu pemilik. Undang pemilik lain terlebih dahulu.',
  /** 409: an owner is removed by another owner, never by themselves. */
  removeSelf: 'Anda tidak bisa menghapus diri sendiri dari tim. Minta pemilik lain.',
} as const;
