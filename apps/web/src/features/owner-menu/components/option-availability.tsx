import { useId } from 'react';
import type { AdminFood } from '@dapur/shared/menu';
import { Toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/error-message';
import { useToast } from '../../../lib/use-toast';
import { useSetOptionAvailability } from '../api/set-option-availability';
import { formatPriceDelta } from '../../../lib/format-price';
import { ownerMenuMessages } from '../messages';
import { AvailabilitySwitch } from './availability-switch';
import { SoldOutBadge } from './sold-out-badge';

/**
 * "Telur habis" in one tap, for the day: a switch per saved option, as the dish's own
 * sold-out switch on the menu list. The editor below changes the groups themselves.
 */
export function OptionAvailability({ food }: { food: AdminFood }) {
  const titleId = useId();
  const { toast, show, hide } = useToast();
  const availability = useSetOptionAvailability((option, error) =>
    show({
      tone: 'error',
      text: ownerMenuMessages.optionAvailabilityFailed(
        option.name,
        getErrorMessage(error, ownerMenuMessages.checkConnection),
      ),
    }),
  );
  if (food.option_groups.length === 0) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          Pilihan tersedia hari ini
        </h2>
        <p className="text-ink-muted">{ownerMenuMessages.optionsTodayHint}</p>
      </div>
      {food.option_groups.map((group) => (
        <div key={group.id} className="flex flex-col gap-2">
          <h3 id={`${titleId}-${group.id}`} className="font-semibold text-ink">
            {group.name}
          </h3>
          <ul aria-labelledby={`${titleId}-${group.id}`} className="flex flex-col gap-2">
            {group.options.map((option) => (
              <li
                key={option.id}
                className="flex flex-wrap items-center justify-between gap-x-3 rounded-xl border border-cream-200 py-1 pr-1 pl-3"
              >
                <span className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-ink">{option.name}</span>
                  {option.price_delta !== 0 ? (
                    <span className="text-sm whitespace-nowrap text-ink-muted">
                      {formatPriceDelta(option.price_delta)}
                    </span>
                  ) : null}
                  {option.is_available ? null : <SoldOutBadge />}
                </span>
                <AvailabilitySwitch
                  name={option.name}
                  checked={option.is_available}
                  onChange={(checked) => {
                    hide();
                    availability.mutate({ food, option, isAvailable: checked });
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {toast ? (
        <Toast tone={toast.tone} onClose={hide}>
          {toast.text}
        </Toast>
      ) : null}
    </section>
  );
}
