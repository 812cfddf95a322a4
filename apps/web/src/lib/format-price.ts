/** Whole rupiah as Indonesians write it: `Rp 25.000` (the <Price> component keeps it on one line). */
export { formatRupiah as formatPrice } from '@dapur/shared/money';
