import type { ChosenOption, OptionGroup } from './schemas/dish-options';

/**
 * Dish options ("Bagian: paha / dada", "Tambahan: telur +Rp 5.000") without zod: limits,
 * messages and the one rule both the server (which refuses) and the web app (which says
 * what is missing before the tap) apply to a customer's choice. The wire format is in
 * schemas/dish-options.ts; the contract in docs/architecture.md, "Dish options".
 */
export type {
  ChosenOption,
  OptionGroup,
  OptionGroupBody,
  OptionGroupsBody,
  DishOption,
} from './schemas/dish-options';

/** A dish has at most this many groups, and a group at most this many options. */
export const OPTION_GROUPS_MAX = 10;
export const OPTIONS_PER_GROUP_MAX = 20;
/** Names of groups and options: "Level pedas", "Tambah telur". */
export const OPTION_NAME_MAX_LENGTH = 60;
/** The most (or least) one option may add to a portion's price: Rp 1.000.000. */
export const OPTION_PRICE_DELTA_MAX = 1_000_000;

export const optionMessages = {
  // The customer's choice (422 on `options` from the cart and the order calls; the dish page
  // shows the same words on its add button's hint).
  /** A required single-choice group left out: "Pilih Bagian." */
  chooseOne: (group: string) => `Pilih ${group}.`,
  /** Fewer than `min` in a group. */
  chooseAtLeast: (group: string, min: number) => `Pilih minimal ${min} di ${group}.`,
  /** More than `max` in a group. */
  chooseAtMost: (group: string, max: number) => `Pilih maksimal ${max} di ${group}.`,
  /** An option id that is not one of this dish's options (another dish's, or none at all). */
  notOfDish: (dish: string) => `Pilihan yang dikirim tidak ada pada ${dish}.`,
  /** An option the family switched off for the day: "Telur sedang habis." */
  optionSoldOut: (option: string) => `${option} sedang habis.`,
  /** At checkout: a cart line whose option the family removed since it was added. */
  optionGone: (dish: string, option: string) =>
    `${dish}: pilihan ${option} sudah tidak ada. Hapus dari keranjang lalu pilih lagi.`,
  /** At checkout: a cart line whose dish's groups changed so that its choice no longer fits. */
  choiceChanged: (dish: string, problem: string) =>
    `${dish}: pilihannya berubah (${problem}) Hapus dari keranjang lalu pilih lagi.`,
  tooManyOptionIds: 'Terlalu banyak pilihan.',
  optionIdInvalid: 'Pilihan tidak valid.',

  // The family's editor (422 from PUT /admin/foods/{id}/option-groups).
  tooManyGroups: `Satu menu maksimal ${OPTION_GROUPS_MAX} grup pilihan.`,
  tooManyOptions: `Satu grup maksimal ${OPTIONS_PER_GROUP_MAX} pilihan.`,
  groupHasNoOption: (group: string) => `Grup ${group} belum punya pilihan.`,
  minAboveMax: (group: string) => `${group}: minimal tidak boleh lebih dari maksimal.`,
  maxAboveOptions: (group: string, count: number) =>
    `${group}: maksimal tidak boleh lebih dari jumlah pilihannya (${count}).`,
  requiredNeedsMin: (group: string) => `${group}: grup wajib harus minimal 1 pilihan.`,
  optionalHasMin: (group: string) =>
    `${group}: grup yang tidak wajib tidak boleh punya minimal pilihan.`,
  countNotWhole: 'Minimal dan maksimal harus bilangan bulat dari 0.',
  priceDeltaNotWhole: 'Tambahan harga harus berupa bilangan bulat rupiah.',
  priceDeltaTooLarge: 'Tambahan harga maksimal Rp 1.000.000 (atau potongan Rp 1.000.000).',
  /** The cheapest choice would make a portion cost less than Rp 0. */
  belowZero: 'Potongan harga pilihan membuat harga menu di bawah Rp 0.',
  duplicateName: (group: string, name: string) => `${group}: pilihan ${name} ada dua kali.`,
  duplicateGroup: (group: string) => `Grup ${group} ada dua kali.`,
  /** An id sent that is not one of this dish's groups or options. */
  unknownId: 'Grup atau pilihan tidak ditemukan pada menu ini.',
} as const;

/** "Pilih 1", "Pilih maks. 2", "Pilih 1–3": what the dish page says under a group's name. */
export function groupRuleLabel(group: Pick<OptionGroup, 'min' | 'max'>): string {
  if (group.min === group.max) return `Pilih ${group.max}`;
  if (group.min === 0) return `Pilih maks. ${group.max}`;
  return `Pilih ${group.min}–${group.max}`;
}

/** What a choice comes to, or the first thing wrong with it (in the groups' order). */
export type ChoiceCheck =
  | { ok: true; options: ChosenOption[]; priceDelta: number }
  | {
      ok: false;
      message: string;
      /** The group the message is about, when it is one. */ groupId: number | null;
    };

/**
 * The one rule for a customer's choice of options for one dish: every id one of the dish's
 * options, each available, each group between its `min` and `max`. `chosen` may be in any
 * order and is read as a set. The options come back in the groups' and options' order.
 */
export function checkChoice(
  dish: { nama: string; option_groups: readonly OptionGroup[] },
  chosen: readonly number[],
): ChoiceCheck {
  const wanted = new Set(chosen);
  const known = new Set(dish.option_groups.flatMap((group) => group.options.map((o) => o.id)));
  if ([...wanted].some((id) => !known.has(id))) {
    return { ok: false, message: optionMessages.notOfDish(dish.nama), groupId: null };
  }
  const options: ChosenOption[] = [];
  for (const group of dish.option_groups) {
    const picked = group.options.filter((option) => wanted.has(option.id));
    const soldOut = picked.find((option) => !option.is_available);
    if (soldOut) {
      return { ok: false, message: optionMessages.optionSoldOut(soldOut.name), groupId: group.id };
    }
    if (picked.length < group.min) {
      const message =
        group.min === 1
          ? optionMessages.chooseOne(group.name)
          : optionMessages.chooseAtLeast(group.name, group.min);
      return { ok: false, message, groupId: group.id };
    }
    if (picked.length > group.max) {
      return {
        ok: false,
        message: optionMessages.chooseAtMost(group.name, group.max),
        groupId: group.id,
      };
    }
    for (const option of picked) {
      options.push({
        id: option.id,
        group: group.name,
        name: option.name,
        price_delta: option.price_delta,
      });
    }
  }
  const priceDelta = options.reduce((sum, option) => sum + option.price_delta, 0);
  return { ok: true, options, priceDelta };
}

/** A portion's price with its options: never below Rp 0. */
export function priceWithOptions(
  harga: number,
  options: readonly Pick<ChosenOption, 'price_delta'>[],
): number {
  return Math.max(0, harga + options.reduce((sum, option) => sum + option.price_delta, 0));
}

/** The chosen options as one line: "Dada, Level 2, Telur". Empty when there are none. */
export function optionsLabel(options: readonly Pick<ChosenOption, 'name'>[]): string {
  return options.map((option) => option.name).join(', ');
}

/** A dish's name with its options, for summaries and texts: "Ayam Goreng (Dada, Telur)". */
export function dishWithOptions(
  nama: string,
  options: readonly Pick<ChosenOption, 'name'>[],
): string {
  return options.length === 0 ? nama : `${nama} (${optionsLabel(options)})`;
}
