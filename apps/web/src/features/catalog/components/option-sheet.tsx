import { useId } from 'react';
import type { Food } from '@dapur/shared/menu';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { catalogMessages } from '../messages';
import { FoodOrderActions } from './food-order-actions';

export interface OptionSheetProps {
  food: Food;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dish's options in a sheet, for a dish that cannot be added without a choice from a list
 * of dishes (the phone menu's "Tambah", a card's buttons): the dish page's picker and
 * buttons. It closes once the dish went into the cart, or the add failed: the message then
 * shows in the page's toast, which a sheet over it would hide.
 */
export function OptionSheet({ food, open, onOpenChange }: OptionSheetProps) {
  const titleId = useId();
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={<span id={titleId}>{catalogMessages.optionsSheetTitle(food.nama)}</span>}
      description={catalogMessages.optionsSheetHint}
    >
      <FoodOrderActions
        food={food}
        withOptions
        describedBy={titleId}
        onDone={() => onOpenChange(false)}
      />
    </BottomSheet>
  );
}
