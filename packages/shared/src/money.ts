const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole rupiah as Indonesians write it: `Rp 25.000`. */
export function formatRupiah(amount: number): string {
  // Intl puts a no-break space after "Rp"; a plain space reads the same and copies cleanly.
  return rupiah.format(amount).replace(/\u00a0/g, ' ');
}
