import { useId } from 'react';
import { orderStatuses, orderStatusLabels } from '@dapur/shared/orders';
import { fieldControlClasses } from '../../../components/ui/field-classes';
import type { OrderListFilters } from '../api/order-cache';
import { DayPicker } from './day-picker';

/** Which orders the board shows: a day (today unless changed) and a status (all unless chosen). */
export function BoardFilters({
  filters,
  today,
  onChange,
}: {
  filters: OrderListFilters;
  today: string;
  onChange: (next: Partial<OrderListFilters>) => void;
}) {
  const statusId = useId();
  return (
    <div className="grid gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:grid-cols-[1fr_16rem]">
      <DayPicker value={filters.day} today={today} onChange={(day) => onChange({ day })} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={statusId} className="font-semibold text-ink">
          Status
        </label>
        <select
          id={statusId}
          value={filters.status}
          onChange={(event) =>
            onChange({ status: event.target.value as OrderListFilters['status'] })
          }
          className={fieldControlClasses(false, 'min-h-11')}
        >
          <option value="all">Semua status</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
