import { useEffect, useState } from 'react';
import type { OrderQris } from '@dapur/shared/qris';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { LoadingText } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format-price';
import { useQris } from '../api/get-qris';
import { qrSavePicture, qrSvgDataUrl, savePicture } from '../lib/qr-code';
import { paymentMessages } from '../messages';
import { AmountCopy } from './amount-copy';
import { QrisCard } from './qris-card';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The order's own QRIS code, its total written in: the e-wallet fills in the amount. Made for
 * paying on the phone that ordered: a phone cannot scan its own screen, so "Simpan QR" puts
 * the code in the gallery, and the steps say how to pay from there.
 */
export function ExactQrisPanel({
  orderId,
  qris,
  restaurant,
}: {
  orderId: number;
  qris: OrderQris;
  restaurant: string;
}) {
  // Only to say whether this is the sample code: the picture itself is not shown here.
  const demo = useQris().data?.demo ?? false;
  const [image, setImage] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>('idle');
  const amount = formatPrice(qris.amount);

  useEffect(() => {
    let current = true;
    void qrSvgDataUrl(qris.payload).then((url) => {
      if (current) setImage(url);
    });
    return () => {
      current = false;
    };
  }, [qris.payload]);

  async function saveQr() {
    setSave('saving');
    try {
      const picture = await qrSavePicture({
        payload: qris.payload,
        restaurant,
        amount: qris.amount,
        orderId,
      });
      await savePicture(picture, paymentMessages.fileName(orderId));
      setSave('saved');
    } catch {
      setSave('failed');
    }
  }

  return (
    <QrisCard>
      <AmountCopy amount={qris.amount} />
      <div className="flex flex-col items-center gap-3">
        {image ? (
          <img
            src={image}
            alt={paymentMessages.qrAlt(restaurant, amount)}
            width={320}
            height={320}
            className="aspect-square w-full max-w-72 rounded-xl border border-cream-200 bg-white"
          />
        ) : (
          <LoadingText>{paymentMessages.qrisLoading}</LoadingText>
        )}
        {/* Right under the QR: on a phone the amount, the QR and this button fill the
            first screen; the words about them come after. */}
        <Button
          size="lg"
          variant="secondary"
          fullWidth
          disabled={save === 'saving'}
          aria-busy={save === 'saving' || undefined}
          onClick={() => void saveQr()}
        >
          {save === 'saving' ? paymentMessages.saving : paymentMessages.saveQr}
        </Button>
        {save === 'saved' ? (
          <Notice tone="success" className="w-full">
            {paymentMessages.saved}
          </Notice>
        ) : null}
        {save === 'failed' ? (
          <Notice tone="error" className="w-full">
            {paymentMessages.saveFailed}
          </Notice>
        ) : null}
        <p className="text-center font-semibold text-ink">{restaurant}</p>
        <p className="text-center text-sm text-ink-muted">{paymentMessages.amountInCode}</p>
      </div>
      {demo ? (
        <p className="rounded-xl border border-turmeric-400 bg-turmeric-400/20 p-4 font-medium text-brand-900">
          {paymentMessages.demo}
        </p>
      ) : null}
      <ol aria-label="Cara membayar" className="list-decimal space-y-1 pl-5 text-ink">
        <li>Tekan &quot;Simpan QR&quot;, lalu buka aplikasi e-wallet atau mobile banking Anda.</li>
        <li>Pilih bayar dengan QRIS, lalu pindai QR dari galeri.</li>
        <li>
          Cek jumlahnya: <strong className="whitespace-nowrap">{amount}</strong>.
        </li>
        <li>Bayar.</li>
        <li>Kembali ke sini dan tekan tombol &quot;Saya Sudah Bayar&quot;.</li>
      </ol>
      <p className="text-sm text-ink-muted">{paymentMessages.otherPhone}</p>
    </QrisCard>
  );
}
