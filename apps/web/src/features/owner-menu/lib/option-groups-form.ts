import { z } from 'zod';
import type { Control } from 'react-hook-form';
import { optionMessages, type OptionGroup, type OptionGroupBody } from '@dapur/shared/dish-options';
import { optionGroupsBodySchema } from '@dapur/shared/schemas/dish-options';

/**
 * The editor holds each group's rule as a family member thinks of it: "Pilih satu" or "Boleh
 * lebih dari satu" (up to a maximum), and "Wajib dipilih" (at least one, or a minimum when
 * several may be chosen). The body's `min` and `max` are worked out from that.
 */
export type GroupChoice = 'one' | 'many';

/** One option as typed. `savedId` is the option's id once saved (RHF's field arrays own `id`). */
export interface OptionFormValues {
  savedId: number | null;
  name: string;
  /** As typed: "5000", "5.000", "+Rp 5.000", "-2000"; empty is no change. */
  price_delta: string;
}

export interface GroupFormValues {
  savedId: number | null;
  name: string;
  required: boolean;
  choice: GroupChoice;
  /** Only read for a required group where several may be chosen. */
  min: string;
  /** Only read where several may be chosen. */
  max: string;
  options: OptionFormValues[];
}

export interface OptionGroupsFormValues {
  option_groups: GroupFormValues[];
}

/** "+Rp 5.000", "5.000", "-2000", "Rp -2.000" → whole rupiah; empty → 0; anything else → null. */
export function parsePriceDelta(text: string): number | null {
  let rest = text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/\s/g, '');
  let sign = '';
  const takeSign = () => {
    if (sign === '' && /^[+-]/.test(rest)) {
      sign = rest.charAt(0);
      rest = rest.slice(1);
    }
  };
  takeSign();
  rest = rest.replace(/^rp\.?/i, '');
  takeSign();
  rest = rest.replace(/\./g, '');
  if (rest === '') return sign === '' ? 0 : null;
  if (!/^\d+$/.test(rest)) return null;
  return sign === '-' ? -Number(rest) : Number(rest);
}

function parseCount(text: string): number | null {
  const cleaned = text.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

type Issue = { message: string; path: (string | number)[] };

function groupBody(group: GroupFormValues, index: number, issues: Issue[]): OptionGroupBody | null {
  const at = (...path: (string | number)[]) => ['option_groups', index, ...path];
  let valid = true;
  const count = (field: 'min' | 'max') => {
    const value = parseCount(group[field]);
    if (value === null) {
      issues.push({ message: optionMessages.countNotWhole, path: at(field) });
      valid = false;
    }
    return value ?? 0;
  };
  const many = group.choice === 'many';
  const max = many ? count('max') : 1;
  const min = !group.required ? 0 : many ? count('min') : 1;
  const options = group.options.map((option, optionIndex) => {
    const price = parsePriceDelta(option.price_delta);
    if (price === null) {
      issues.push({
        message: optionMessages.priceDeltaNotWhole,
        path: at('options', optionIndex, 'price_delta'),
      });
      valid = false;
    }
    return {
      ...(option.savedId === null ? {} : { id: option.savedId }),
      name: option.name,
      price_delta: price ?? 0,
    };
  });
  if (!valid) return null;
  return {
    ...(group.savedId === null ? {} : { id: group.savedId }),
    name: group.name,
    required: group.required,
    min,
    max,
    options,
  };
}

/**
 * The editor's form: the numbers as typed are read first (their messages go under them),
 * then the request body's own rules (`optionGroupsBodySchema`) apply, with their messages
 * under the same fields: the form's field names are the body's.
 */
export const optionGroupsFormSchema = z
  .custom<OptionGroupsFormValues>()
  .transform((values, context) => {
    const issues: Issue[] = [];
    const groups = values.option_groups.map((group, index) => groupBody(group, index, issues));
    for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
    return issues.length > 0 ? z.NEVER : { option_groups: groups.filter((group) => !!group) };
  })
  .pipe(optionGroupsBodySchema);

export type OptionGroupsFormBody = z.output<typeof optionGroupsFormSchema>;

/** The field names a 422 may point into (`option_groups.1.options.0.name`). */
export const optionGroupsFormFields = ['option_groups'] as const;

export function priceDeltaText(delta: number): string {
  return delta === 0 ? '' : String(delta);
}

export function optionGroupsFormValues(groups: readonly OptionGroup[]): OptionGroupsFormValues {
  return {
    option_groups: groups.map((group) => ({
      savedId: group.id,
      name: group.name,
      required: group.required,
      choice: group.max === 1 ? 'one' : 'many',
      // Hidden for "Pilih satu"; what they show if the family switches to several.
      min: String(Math.max(1, group.min)),
      max: String(group.max === 1 ? 2 : group.max),
      options: group.options.map((option) => ({
        savedId: option.id,
        name: option.name,
        price_delta: priceDeltaText(option.price_delta),
      })),
    })),
  };
}

export function newOption(): OptionFormValues {
  return { savedId: null, name: '', price_delta: '' };
}

/** A new group starts as the most common kind: required, pick one. */
export function newGroup(): GroupFormValues {
  return {
    savedId: null,
    name: '',
    required: true,
    choice: 'one',
    min: '1',
    max: '2',
    options: [newOption()],
  };
}

/** The editor's form as its parts receive it. */
export type OptionGroupsControl = Control<OptionGroupsFormValues, unknown, OptionGroupsFormBody>;
