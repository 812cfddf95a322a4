/** The account pages' texts; those quoted from spec.md must stay word for word. */
export const accountMessages = {
  /** Spec §8, login failure without a server message. */
  loginFailed: 'Login gagal. Cek kembali kredensial Anda.',
  /** Spec §4, registration. */
  registered: 'Registration successful!',
  /** Spec §5, register failure that is not a validation error. */
  registerFailed: 'Something went wrong. Please try again.',
  /** Spec §8, forgot password without a server message. */
  forgotFailed: 'Email tidak ditemukan. Silakan coba lagi.',
  forgotSent: 'Jika email terdaftar, kode reset telah dikirim.',
  /** Spec §8, reset password without a server message. */
  resetFailed: 'Terjadi kesalahan. Silakan coba lagi.',
  resetDone: 'Password berhasil diubah.',
  /** Spec §8, profile. */
  notLoggedIn: 'User not logged in.',
  sessionExpired: 'Session expired. Please log in again.',
  profileUpdated: 'Profile updated successfully.',
  profileUpdateFailed: 'An unexpected error occurred.',
  profileLoading: 'Memuat profil...',
  profileLoadFailed: 'Gagal memuat profil.',
  /** Shown with the password field that appears when the email is changed. */
  emailChangeNeedsPassword:
    'Untuk mengganti email, masukkan password Anda. Perangkat lain akan dikeluarkan dari akun.',
  /** On the owner's login while the shop has no owner: the first one is made at /admin/setup. */
  ownerSetupNeeded:
    'Toko ini belum punya akun pemilik. Buat akun pemilik pertama dengan kode setup dari server.',
  ownerSetupLink: 'Siapkan toko',
} as const;
