import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DishImage, THUMBNAIL_SIZES } from '../../src/components/ui/dish-image';

describe('DishImage', () => {
  it('offers the 400 px copy beside the 800 px photo, with its size reserved', () => {
    render(<DishImage src="/storage/foods/rendang.webp" alt="Rendang" />);
    const photo = screen.getByRole('img', { name: 'Rendang' });
    expect(photo).toHaveAttribute(
      'srcset',
      '/storage/foods/rendang-400.webp 400w, /storage/foods/rendang.webp 800w',
    );
    expect(photo).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
    );
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '600');
  });

  it('waits to be scrolled near, unless it is the first photo a page shows', () => {
    render(
      <>
        <DishImage src="/storage/foods/a.webp" alt="Pertama" priority />
        <DishImage src="/storage/foods/b.webp" alt="Kedua" sizes={THUMBNAIL_SIZES} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Pertama' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Pertama' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Kedua' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Kedua' })).toHaveAttribute('sizes', '8rem');
  });

  it('has no second copy to offer for a picture from elsewhere', () => {
    render(<DishImage src="/logo.png" alt="Logo" />);
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('srcset');
  });
});
