import { ASAP_LABEL, dateLabel, shopMoment, timeLabel } from '@dapur/shared';

/**
 * When an order is due, as the family reads it in an email or a notification:
 * `Kamis, 11 Juni 2026 pukul 12.00 WIB`, or "Secepatnya" for as soon as possible.
 */
export function dueLabel(scheduledFor: string | null): string {
  if (!scheduledFor) return ASAP_LABEL;
  const { date, minutes } = shopMoment(new Date(scheduledFor));
  return `${dateLabel(date)} ${date.slice(0, 4)} pukul ${timeLabel(minutes)} WIB`;
}
