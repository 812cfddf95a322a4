import { useId, type ChangeEvent } from 'react';
import { clsx } from 'clsx';
import { IMAGE_TYPES } from '@dapur/shared/menu';
import { buttonClasses } from '../../../components/ui/button';
import { DishImage } from '../../../components/ui/dish-image';
import { Notice } from '../../../components/ui/notice';
import { LoadingText } from '../../../components/ui/spinner';
import { photoErrorMessage } from '../lib/photo-error';
import { ownerMenuMessages } from '../messages';

/** What the photo field needs of an upload mutation (`useUploadFoodPhoto` and the like). */
export interface PhotoUpload {
  mutate: (file: File) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

export interface PhotoFieldProps {
  /** The photo now on the menu, or null. */
  src: string | null;
  /** The dish or category name. */
  name: string;
  upload: PhotoUpload;
}

/**
 * The photo of a dish or category, and a button to take or choose a new one: on a phone the
 * file picker also offers the camera. The picture is sent as soon as it is chosen.
 */
export function PhotoField({ src, name, upload }: PhotoFieldProps) {
  const headingId = useId();
  const hintId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still sends it.
    event.target.value = '';
    if (file) upload.mutate(file);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        Foto
      </h2>
      <div className="w-full max-w-sm">
        <DishImage
          src={src}
          alt={src ? `Foto ${name}` : `Belum ada foto ${name}`}
          priority
          sizes="24rem"
          className="rounded-xl"
        />
      </div>
      <label
        className={clsx(
          buttonClasses({ variant: 'secondary' }),
          'cursor-pointer self-start',
          'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
          'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        )}
      >
        <input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={choose}
          className="sr-only"
        />
        {src ? 'Ganti foto' : 'Tambah foto'}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {ownerMenuMessages.photoHint}
      </p>
      {upload.isPending ? <LoadingText>{ownerMenuMessages.photoUploading}</LoadingText> : null}
      {upload.isSuccess ? <Notice tone="success">{ownerMenuMessages.photoSaved}</Notice> : null}
      {upload.isError ? <Notice tone="error">{photoErrorMessage(upload.error)}</Notice> : null}
    </section>
  );
}
