import type { PrepLine } from '@dapur/shared/reports';

export interface PrepOptionLine {
  group: string;
  /** "Paha ×3, Dada ×2": the server's order within the group (most first). */
  counts: string;
}

/**
 * A dish's option counts, one line per group in the order the groups first appear, so the
 * cook reads "Bagian: Paha ×3, Dada ×2" and "Level: 2 ×4" rather than one long mixed list.
 */
export function prepOptionLines(options: PrepLine['options']): PrepOptionLine[] {
  const groups = new Map<string, string[]>();
  for (const option of options) {
    const counts = groups.get(option.group) ?? [];
    counts.push(`${option.name} ×${option.jumlah}`);
    groups.set(option.group, counts);
  }
  return [...groups].map(([group, counts]) => ({ group, counts: counts.join(', ') }));
}
