import { clsx } from 'clsx';
import { CARD_PHOTO_SIZES, PHOTO_SIZES, photoSourceSet } from '@dapur/shared/menu';

export interface DishImageProps {
  src: string | null;
  /** The dish or category name; the image's text alternative. */
  alt: string;
  /** The first image a page shows loads at once; the rest wait until scrolled near. */
  priority?: boolean;
  /**
   * How wide the photo shows, for the browser to pick its copy (`sizes`); the default fits a
   * menu card: one column on a phone, two on a tablet, four on a large screen.
   */
  sizes?: string;
  className?: string;
}

/** A photo beside a line of text (cart, order, the family's menu): a few rem wide. */
export const THUMBNAIL_SIZES = '8rem';

const { large } = PHOTO_SIZES;

export { photoSourceSet };

/** A 4:3 photo from /storage with its size reserved, or a drawn plate when there is none. */
export function DishImage({
  src,
  alt,
  priority = false,
  sizes = CARD_PHOTO_SIZES,
  className,
}: DishImageProps) {
  const frame = clsx('aspect-[4/3] w-full bg-cream-100 object-cover', className);
  if (!src) {
    return (
      <div role="img" aria-label={alt} className={clsx(frame, 'flex items-center justify-center')}>
        <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16 text-cream-300">
          <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="24" cy="24" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={photoSourceSet(src)}
      sizes={sizes}
      alt={alt}
      width={large.width}
      height={large.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={frame}
    />
  );
}
