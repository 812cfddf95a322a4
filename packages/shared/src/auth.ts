/** Accounts without zod: messages, roles and types the web app's first bundle may import. */
export type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  TokenResponse,
  UpdateProfileBody,
  User,
} from './schemas/auth';

/** Customers sign up themselves; owners run the restaurant (the owner side). */
export const userRoles = ['customer', 'owner'] as const;
export type UserRole = (typeof userRoles)[number];

export const authMessages = {
  /** Spec §5, register. */
  passwordsDoNotMatch: 'Passwords do not match.',
  /** Spec §5, reset password. */
  resetPasswordsDoNotMatch: 'Password dan konfirmasi password tidak cocok',
  invalidCredentials: 'Email atau password salah.',
  resetCodeInvalid: 'Kode reset tidak valid atau sudah kedaluwarsa.',
  emailTaken: 'Email sudah terdaftar.',
  registered: 'Registrasi berhasil. Silakan login.',
  loggedOut: 'Anda telah logout.',
  profileUpdated: 'Profil berhasil diperbarui.',
  /** 422 on `current_password`: changing the email needs the password (a stolen token is not enough). */
  currentPasswordRequired: 'Masukkan password Anda untuk mengganti email.',
  currentPasswordWrong: 'Password salah.',
  /** The same response whether or not the email has an account. */
  resetCodeSent: 'Jika email terdaftar, kode reset telah kami kirim.',
  passwordReset: 'Password berhasil diubah. Silakan login dengan password baru.',
  /** 401 without a token. */
  loginRequired: 'Silakan login terlebih dahulu.',
  /** 401 for an expired, revoked or otherwise unusable token. */
  sessionEnded: 'Sesi Anda telah berakhir. Silakan login kembali.',
} as const;
