import { clsx } from 'clsx';

export interface DishImageProps {
  src: string | null;
  /** The dish or category name; the image's text alternative. */
  alt: string;
  /** The first image a page shows loads at once; the rest wait until scrolled near. */
  priority?: boolean;
  className?: string;
}

/** A 4:3 photo from /storage with its size reserved, or a drawn plate when there is none. */
export function DishImage({ src, alt, priority = false, className }: DishImageProps) {
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
      alt={alt}
      width={640}
      height={480}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={frame}
    />
  );
}
