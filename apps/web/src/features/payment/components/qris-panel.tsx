import { ErrorAlert } from '../../../components/ui/error-alert';
import { formatPrice } from '../../../lib/format-price';
import { LoadingText } from '../../../components/ui/spinner';
import { useQris } from '../api/get-qris';
import { paymentMessages } from '../messages';
import { AmountCopy } from './amount-copy';
import { QrisCard } from './qris-card';

const linkClasses =
  'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * The restaurant's static QRIS code and how to pay with it. A static code carries no amount,
 * so the customer types the total in; on a phone they save the picture and open it from the
 * payment app's gallery, since a phone cannot scan its own screen.
 */
export function QrisPanel({ amount }: { amount: number }) {
  const qris = useQris();

  return (
    <QrisCard>
      {/* On a phone the amount and the code fill the first screen; the steps come after. */}
      <AmountCopy amount={amount} />
      {qris.data ? (
        <div className="flex flex-col items-center gap-3">
          {qris.data.demo ? (
            <p className="w-full rounded-xl border border-turmeric-400 bg-turmeric-400/20 p-4 font-medium text-brand-900">
              {paymentMessages.demo}
            </p>
          ) : null}
          <img
            src={qris.data.image_url}
            alt={`Kode QRIS ${qris.data.merchant_name}`}
            width={320}
            height={320}
            className="aspect-square w-full max-w-72 rounded-xl border border-cream-200 bg-white object-contain p-2"
          />
          <p className="text-center font-semibold text-ink">{qris.data.merchant_name}</p>
          <a href={qris.data.image_url} download="kode-qris" className={linkClasses}>
            Simpan Gambar QRIS
          </a>
        </div>
      ) : qris.isError && !qris.isFetching ? (
        <ErrorAlert message={paymentMessages.qrisLoadFailed} onRetry={() => void qris.refetch()} />
      ) : (
        <LoadingText>{paymentMessages.qrisLoading}</LoadingText>
      )}
      <ol className="list-decimal space-y-1 pl-5 text-ink">
        <li>Buka aplikasi e-wallet atau mobile banking yang mendukung QRIS.</li>
        <li>
          Scan kode QRIS di atas. Memesan dari ponsel ini? Simpan gambarnya, lalu pilih gambar itu
          dari galeri di aplikasi pembayaran Anda.
        </li>
        <li>
          Masukkan nominal tepat{' '}
          <strong className="whitespace-nowrap">{formatPrice(amount)}</strong> dan selesaikan
          pembayaran.
        </li>
        <li>Setelah pembayaran berhasil, tekan tombol &quot;Saya Sudah Bayar&quot;.</li>
      </ol>
    </QrisCard>
  );
}
