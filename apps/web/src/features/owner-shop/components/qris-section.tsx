import { useState, type ChangeEvent } from 'react';
import { clsx } from 'clsx';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, menuMessages } from '@dapur/shared/menu';
import { buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { LoadingText } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import type { AdminRestaurant } from '@dapur/shared/restaurant';
import { useUploadQris } from '../api/upload-qris';
import { ownerShopMessages } from '../messages';
import { QrisCodeForm } from './qris-code-form';

function uploadErrorMessage(error: unknown): string {
  // A proxy in front of the shop may refuse a large upload with a page of its own.
  if (error instanceof ApiError && error.status === 413 && !error.body?.message) {
    return menuMessages.imageTooLarge;
  }
  return getErrorMessage(error, ownerShopMessages.qrisUploadFailed);
}

/**
 * The QRIS picture customers scan to pay: the current one, and a new one uploaded as soon as
 * it is chosen. A picture over 5 MB is refused here, before a slow upload; the server judges
 * the rest (it reads the file's content, not its name) and reads the code in it, which turns
 * on the exact amount; the code can also be pasted as text.
 */
export function QrisSection({ settings }: { settings: AdminRestaurant }) {
  const imageUrl = settings.qris_image_url;
  const upload = useUploadQris();
  const [tooLarge, setTooLarge] = useState(false);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after an error) still counts.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    setTooLarge(file.size > IMAGE_MAX_BYTES);
    if (file.size > IMAGE_MAX_BYTES) return;
    upload.mutate(file);
  };

  const message = tooLarge
    ? menuMessages.imageTooLarge
    : upload.isError
      ? uploadErrorMessage(upload.error)
      : null;

  return (
    <section
      id="qris"
      aria-labelledby="qris-heading"
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <h2 id="qris-heading" className="text-xl font-bold text-ink">
        Gambar QRIS
      </h2>
      <p className="text-ink-muted">
        Pelanggan memindai gambar ini untuk membayar. {ownerShopMessages.qrisHint}
      </p>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt="QRIS toko saat ini"
          width={240}
          height={240}
          className="size-60 rounded-xl border border-cream-200 bg-white object-contain"
        />
      ) : (
        <p className="rounded-xl border border-dashed border-cream-300 p-4 text-ink">
          {ownerShopMessages.qrisNone}
        </p>
      )}
      <div>
        <input
          id="qris-file"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={onChoose}
        />
        <label
          htmlFor="qris-file"
          className={clsx(
            buttonClasses({ variant: 'secondary' }),
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
            upload.isPending && 'pointer-events-none opacity-60',
          )}
        >
          {imageUrl ? 'Ganti gambar QRIS' : 'Pilih gambar QRIS'}
        </label>
      </div>
      {upload.isPending ? <LoadingText>Mengunggah gambar...</LoadingText> : null}
      {message ? <Notice tone="error">{message}</Notice> : null}
      {upload.isSuccess ? (
        // The picture is stored either way; the tone says whether its code was read.
        <Notice tone={upload.data.profile.qris_payload ? 'success' : 'error'}>
          {ownerShopMessages.qrisUploaded} {upload.data.message}
        </Notice>
      ) : null}
      <h3 className="text-lg font-bold text-ink">Jumlah otomatis</h3>
      <p aria-live="polite" className="text-ink">
        {settings.qris_payload
          ? ownerShopMessages.qrisAmountOn(settings.qris_merchant_name ?? '')
          : ownerShopMessages.qrisAmountOff}
      </p>
      <QrisCodeForm settings={settings} />
    </section>
  );
}
