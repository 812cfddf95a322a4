import { describe, expect, it } from 'vitest';
import {
  checkChoice,
  dishWithOptions,
  groupRuleLabel,
  optionMessages,
  priceWithOptions,
  type OptionGroup,
} from '../src/dish-options';

const groups: OptionGroup[] = [
  {
    id: 1,
    name: 'Bagian',
    required: true,
    min: 1,
    max: 1,
    options: [
      { id: 11, name: 'Paha', price_delta: 0, is_available: true },
      { id: 12, name: 'Dada', price_delta: 2_000, is_available: true },
    ],
  },
  {
    id: 2,
    name: 'Tambahan',
    required: false,
    min: 0,
    max: 2,
    options: [
      { id: 21, name: 'Telur', price_delta: 5_000, is_available: false },
      { id: 22, name: 'Tempe', price_delta: 3_000, is_available: true },
      { id: 23, name: 'Tahu', price_delta: 3_000, is_available: true },
    ],
  },
];
const dish = { nama: 'Ayam Goreng', option_groups: groups };

describe('checkChoice', () => {
  it('takes a fitting choice in any order and returns it in the groups’ order with its price change', () => {
    expect(checkChoice(dish, [23, 12, 22])).toEqual({
      ok: true,
      options: [
        { id: 12, group: 'Bagian', name: 'Dada', price_delta: 2_000 },
        { id: 22, group: 'Tambahan', name: 'Tempe', price_delta: 3_000 },
        { id: 23, group: 'Tambahan', name: 'Tahu', price_delta: 3_000 },
      ],
      priceDelta: 8_000,
    });
    expect(checkChoice({ nama: 'Es Teh', option_groups: [] }, [])).toEqual({
      ok: true,
      options: [],
      priceDelta: 0,
    });
  });

  it.each([
    ['a required group left out', [22], optionMessages.chooseOne('Bagian'), 1],
    ['more than max', [11, 12], optionMessages.chooseAtMost('Bagian', 1), 1],
    ['an option of another dish', [11, 99], optionMessages.notOfDish('Ayam Goreng'), null],
    ['an option switched off', [11, 21], 'Telur sedang habis.', 2],
  ])('refuses %s', (_case, chosen, message, groupId) => {
    expect(checkChoice(dish, chosen)).toEqual({ ok: false, message, groupId });
  });

  it('asks for at least min when min is above 1', () => {
    const atLeastTwo = [{ ...groups[1]!, required: true, min: 2 }];
    expect(checkChoice({ nama: 'Tahu Isi', option_groups: atLeastTwo }, [22])).toEqual({
      ok: false,
      message: 'Pilih minimal 2 di Tambahan.',
      groupId: 2,
    });
  });
});

describe('priceWithOptions and the labels', () => {
  it('adds the price changes to the portion, never below Rp 0', () => {
    expect(priceWithOptions(22_000, [{ price_delta: 2_000 }, { price_delta: 5_000 }])).toBe(29_000);
    expect(priceWithOptions(22_000, [])).toBe(22_000);
    expect(priceWithOptions(10_000, [{ price_delta: -4_000 }])).toBe(6_000);
    expect(priceWithOptions(3_000, [{ price_delta: -5_000 }])).toBe(0);
  });

  it('names a dish with its options for the summaries, and a group’s rule', () => {
    expect(dishWithOptions('Ayam Goreng', [{ name: 'Dada' }, { name: 'Telur' }])).toBe(
      'Ayam Goreng (Dada, Telur)',
    );
    expect(dishWithOptions('Es Teh', [])).toBe('Es Teh');
    expect(groupRuleLabel({ min: 1, max: 1 })).toBe('Pilih 1');
    expect(groupRuleLabel({ min: 0, max: 2 })).toBe('Pilih maks. 2');
    expect(groupRuleLabel({ min: 1, max: 3 })).toBe('Pilih 1–3');
  });
});
