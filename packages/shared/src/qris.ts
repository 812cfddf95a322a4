/** The payment page's QRIS details, as a type without zod. */
export type { OrderQris, QrisInfo } from './schemas/qris';

/**
 * Why the restaurant's QRIS code was refused, as the owner reads it: the API responds with a 422 carrying
 * one of these, and the web app may show them before sending.
 */
export const qrisMessages = {
  empty: 'Kode QRIS kosong.',
  tooLong: 'Kode QRIS tidak valid: lebih dari 512 karakter.',
  malformed: 'Kode QRIS tidak valid: susunan datanya rusak atau terpotong.',
  crcPlacement: 'Kode QRIS tidak valid: checksum (CRC) harus ada di akhir kode.',
  crcMismatch: 'Kode QRIS tidak valid: checksum (CRC) tidak cocok.',
  formatIndicator: 'Kode QRIS tidak valid: kode harus diawali 000201.',
  pointOfInitiation:
    'Kode QRIS tidak valid: jenis kode (tag 01) harus 11 (statis) atau 12 (dinamis).',
  merchantAccount: 'Kode QRIS tidak valid: data akun merchant tidak ada.',
  merchantCategory: 'Kode QRIS tidak valid: kategori merchant (tag 52) tidak ada.',
  currency: 'Kode QRIS tidak valid: mata uang (tag 53) tidak ada.',
  notRupiah: 'Kode QRIS tidak valid: mata uangnya bukan Rupiah.',
  country: 'Kode QRIS tidak valid: kode negara (tag 58) tidak ada.',
  merchantName: 'Kode QRIS tidak valid: nama merchant (tag 59) tidak ada.',
  merchantCity: 'Kode QRIS tidak valid: kota merchant (tag 60) tidak ada.',
  noCodeInImage:
    'Tidak ada kode QR yang terbaca pada gambar. Coba foto atau tangkapan layar yang lebih jelas.',
} as const;

/** What the family reads after uploading the QRIS picture, and the customer without a code. */
export const qrisAmountMessages = {
  /** The picture's code was read and stored: each order gets its amount written in. */
  amountOn: 'Kode QRIS terbaca. Jumlah pembayaran kini terisi otomatis untuk setiap pesanan.',
  /** The picture is kept, but without a code the customer types the amount by hand. */
  amountOff: (why: string) =>
    `Gambar QRIS disimpan, tetapi jumlah pembayaran tidak dapat terisi otomatis: ${why} Tempel teks kode QRIS di bawah agar jumlahnya terisi.`,
  /** No code stored for this shop (404 on an order's code): the static picture is shown. */
  notSet: 'Restoran belum menyimpan kode QRIS dengan jumlah otomatis.',
} as const;

/** The machine-readable reason a QRIS code was refused. */
export type QrisProblem = keyof typeof qrisMessages;

/** EMVCo caps a merchant-presented payload at 512 characters. */
export const QRIS_PAYLOAD_MAX_LENGTH = 512;
