import { readablePhone, telHref } from '@dapur/shared/phone';
import { formatOpeningHours, type RestaurantProfile } from '@dapur/shared/restaurant';

const linkClasses =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900';
const termClasses = 'mt-3 font-semibold text-ink-muted first:mt-0 sm:mt-0';

export function ContactDetails({ profile }: { profile: RestaurantProfile }) {
  return (
    <section aria-labelledby="contact-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="contact-title" className="text-2xl font-bold text-ink">
        Kontak &amp; Jam Buka
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr] sm:items-center sm:gap-y-3">
        <dt className={termClasses}>Alamat</dt>
        <dd>
          <address className="whitespace-pre-line not-italic">{profile.address}</address>
        </dd>
        <dt className={termClasses}>Telepon</dt>
        <dd>
          <a href={telHref(profile.phone)} className={linkClasses}>
            {readablePhone(profile.phone)}
          </a>
        </dd>
        <dt className={termClasses}>Email</dt>
        <dd>
          <a href={`mailto:${profile.email}`} className={linkClasses}>
            {profile.email}
          </a>
        </dd>
        <dt className={termClasses}>WhatsApp</dt>
        <dd>
          <a
            href={`https://wa.me/${profile.whatsapp.replace(/\D/g, '')}`}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClasses}
          >
            Chat WhatsApp {readablePhone(profile.whatsapp)}
            <span className="sr-only"> (membuka tab baru)</span>
          </a>
        </dd>
        <dt className={termClasses}>Jam buka</dt>
        <dd>{formatOpeningHours(profile.opening_hours)}</dd>
      </dl>
    </section>
  );
}
