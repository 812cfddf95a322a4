import { useId } from 'react';
import type { DailyTotal } from '@dapur/shared/reports';
import { formatPrice } from '../../../lib/format-price';
import { formatDayLong, formatDayShort } from '../lib/jakarta-time';
import { reportMessages } from '../messages';

// The drawing's own units; the SVG stretches to the width of the phone.
const WIDTH = 300;
const HEIGHT = 100;
/** A day with any checked money shows at least this tall, however small beside the best day. */
const MIN_BAR = 3;

/**
 * The checked money of each day (oldest on the left) as bars, in plain SVG. Screen readers
 * get one sentence (the range and the best day); the numbers of every day are in the table
 * that follows it.
 */
export function RevenueChart({ days }: { days: DailyTotal[] }) {
  const captionId = useId();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;

  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), first);
  const slot = WIDTH / days.length;
  const barWidth = slot * 0.7;
  const summary = reportMessages.chartSummary(
    formatDayLong(first.date),
    formatDayLong(last.date),
    best.revenue > 0 ? { day: formatDayLong(best.date), amount: formatPrice(best.revenue) } : null,
  );

  return (
    // Named by its caption outright: not every browser and test library derives it.
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="font-semibold text-ink">
        {reportMessages.chartCaption}
      </figcaption>
      {/* The top of the scale: the best day's money. */}
      <div aria-hidden="true" className="min-h-5 text-sm text-ink-muted tabular-nums">
        {best.revenue > 0 ? formatPrice(best.revenue) : null}
      </div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`}
        preserveAspectRatio="none"
        className="h-28 w-full overflow-visible"
      >
        {best.revenue > 0 ? (
          <line
            x1={0}
            x2={WIDTH}
            y1={0.5}
            y2={0.5}
            vectorEffect="non-scaling-stroke"
            className="stroke-cream-300"
            strokeWidth={1}
            strokeDasharray="4 4"
          />
        ) : null}
        {days.map((day, index) => {
          if (day.revenue <= 0) return null;
          const height = Math.max(MIN_BAR, (day.revenue / best.revenue) * HEIGHT);
          return (
            <rect
              key={day.date}
              x={index * slot + (slot - barWidth) / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={1}
              className="fill-brand-700"
            >
              <title>{`${formatDayShort(day.date)}: ${formatPrice(day.revenue)}`}</title>
            </rect>
          );
        })}
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT + 0.5}
          y2={HEIGHT + 0.5}
          vectorEffect="non-scaling-stroke"
          className="stroke-ink"
          strokeWidth={1}
        />
      </svg>
      <div aria-hidden="true" className="flex justify-between text-sm text-ink-muted">
        <span>{formatDayShort(first.date)}</span>
        <span>{formatDayShort(last.date)}</span>
      </div>
    </figure>
  );
}
