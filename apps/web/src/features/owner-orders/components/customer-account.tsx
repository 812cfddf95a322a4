import type { AdminOrderDetail } from '@dapur/shared/schemas/orders';
import { readablePhone, telHref } from '@dapur/shared/phone';

/** The account that placed the order, which may differ from the name and phone typed on it. */
export function CustomerAccount({ customer }: { customer: AdminOrderDetail['customer'] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1">
      <dt className="text-ink-muted">Nama</dt>
      <dd className="font-semibold break-words">{customer.name}</dd>
      <dt className="text-ink-muted">Telepon</dt>
      <dd>
        <a
          href={telHref(customer.telephone)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {readablePhone(customer.telephone)}
        </a>
      </dd>
      <dt className="text-ink-muted">Email</dt>
      <dd className="min-w-0">
        <a
          href={`mailto:${customer.email}`}
          className="inline-flex min-h-11 items-center font-semibold break-all text-brand-800 underline underline-offset-4"
        >
          {customer.email}
        </a>
      </dd>
    </dl>
  );
}
