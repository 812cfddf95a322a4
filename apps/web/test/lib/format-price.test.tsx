import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../../src/components/ui/price';
import { formatPrice } from '../../src/lib/format-price';

describe('formatPrice', () => {
  it.each([
    [25_000, 'Rp 25.000'],
    [5_000, 'Rp 5.000'],
    [0, 'Rp 0'],
    [1_250_000, 'Rp 1.250.000'],
  ])('writes %i as %s, in rupiah without decimals', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it('shows a price as one unbroken amount', () => {
    render(<Price amount={38_000} />);
    expect(screen.getByText('Rp 38.000')).toHaveClass('whitespace-nowrap');
  });
});
