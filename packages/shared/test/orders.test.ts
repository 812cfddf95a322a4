import { describe, expect, it } from 'vitest';
import { cartQuantity, cartTotal } from '../src/cart';
import { summarizeItems } from '../src/orders';
import { addToCartBodySchema } from '../src/schemas/cart';
import { directOrderBodySchema } from '../src/schemas/orders';

describe('quantities', () => {
  it("refuses less than one portion with the spec's wording", () => {
    const result = addToCartBodySchema.safeParse({ food_id: 1, jumlah: 0 });
    expect(result.error?.issues[0]?.message).toBe('Quantity cannot be less than 1.');
  });

  it.each([1.5, 100, 'dua', '2', true, null])('refuses jumlah %j', (jumlah) => {
    expect(addToCartBodySchema.safeParse({ food_id: 1, jumlah }).success).toBe(false);
  });

  it('normalises the phone number of an order', () => {
    const body = directOrderBodySchema.parse({
      name: 'Sari',
      address: 'Jl. Mawar 3',
      phone: '0812-3456-7890',
      food_id: 3,
      quantity: 2,
    });
    expect(body.phone).toBe('6281234567890');
  });
});

describe('cart and order summaries', () => {
  const items = [
    { nama_menu: 'Nasi Goreng', jumlah: 2, harga_total: 50_000 },
    { nama_menu: 'Es Teh', jumlah: 1, harga_total: 5_000 },
  ];

  it('counts portions for the badge and adds up the total', () => {
    expect(cartQuantity(items)).toBe(3);
    expect(cartTotal(items)).toBe(55_000);
  });

  it('summarises items as the order food_name', () => {
    expect(summarizeItems(items)).toBe('Nasi Goreng x2, Es Teh x1');
  });
});
