import { COPYRIGHT_YEAR } from '@dapur/shared/limits';
import { restaurant, whatsappOrderUrl } from '@dapur/shared/restaurant';
import type { ReactNode } from 'react';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-cream-100 underline decoration-cream-300/50 underline-offset-4 hover:decoration-cream-100 focus-visible:outline-cream-100"
    >
      {children}
      <span className="sr-only"> (membuka tab baru)</span>
    </a>
  );
}

/** The phone number as a dialable `tel:` address. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-bark-900 text-cream-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {restaurant.name}
          </h2>
          <p className="mt-2 text-cream-200">{restaurant.tagline}</p>
          <p className="mt-2 text-cream-200">{restaurant.openingHours}</p>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            Kontak
          </h2>
          <address className="mt-2 flex flex-col gap-1 text-cream-200 not-italic">
            <span>{restaurant.address}</span>
            <a
              href={telHref(restaurant.phone)}
              className="inline-flex min-h-11 items-center rounded-lg text-cream-100 underline decoration-cream-300/50 underline-offset-4 hover:decoration-cream-100 focus-visible:outline-cream-100"
            >
              Telepon: {restaurant.phone}
            </a>
          </address>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="text-lg font-bold text-white">
            Pesan &amp; Ikuti Kami
          </h2>
          <ul className="mt-2 flex flex-col">
            <li>
              <ExternalLink href={whatsappOrderUrl()}>Pesan lewat WhatsApp</ExternalLink>
            </li>
            <li>
              <ExternalLink href={restaurant.facebookUrl}>Facebook</ExternalLink>
            </li>
            <li>
              <ExternalLink href={restaurant.instagramUrl}>Instagram</ExternalLink>
            </li>
          </ul>
        </section>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-sm text-cream-200">
        © {COPYRIGHT_YEAR} {restaurant.name}
      </p>
    </footer>
  );
}
