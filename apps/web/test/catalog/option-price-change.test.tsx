import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OptionPicker } from '../../src/features/catalog/components/option-picker';

describe("an option's price change on the dish page", () => {
  it('reads as the family\'s editor promises: "+Rp 5.000", "Potongan Rp 2.000", nothing when the same', () => {
    render(
      <OptionPicker
        groups={[
          {
            id: 1,
            name: 'Nasi',
            required: true,
            min: 1,
            max: 1,
            options: [
              { id: 11, name: 'Putih', price_delta: 0, is_available: true },
              { id: 12, name: 'Tanpa nasi', price_delta: -2_000, is_available: true },
              { id: 13, name: 'Nasi uduk', price_delta: 5_000, is_available: true },
            ],
          },
        ]}
        chosen={[]}
        problem={null}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Putih' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tanpa nasi Potongan Rp 2.000' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nasi uduk +Rp 5.000' })).toBeInTheDocument();
  });
});
