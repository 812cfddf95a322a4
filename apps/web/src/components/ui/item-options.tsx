import { optionsLabel, type ChosenOption } from '@dapur/shared/dish-options';

/**
 * A line's chosen options under its dish's name: "Dada, Level 2, Telur". The line's price
 * already includes their price changes (the server's `harga_satuan`).
 */
export function ItemOptions({
  options,
  className = 'block text-sm text-ink',
}: {
  options: readonly Pick<ChosenOption, 'name'>[];
  className?: string;
}) {
  if (options.length === 0) return null;
  return <span className={className}>{optionsLabel(options)}</span>;
}
