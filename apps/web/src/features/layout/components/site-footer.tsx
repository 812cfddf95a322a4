import type { ReactNode } from 'react';
import { COPYRIGHT_YEAR } from '@dapur/shared/limits';
import { readablePhone, telHref } from '@dapur/shared/phone';
import {
  formatOpeningHours,
  whatsappOrderUrl,
  type RestaurantProfile,
} from '@dapur/shared/restaurant';
import { useRestaurant } from '../../../lib/restaurant';

const linkClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-lg text-cream-100 underline decoration-cream-300/50 underline-offset-4 hover:decoration-cream-100 focus-visible:outline-cream-100';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {children}
      <span className="sr-only"> (membuka tab baru)</span>
    </a>
  );
}

/** Grey bars where the profile's lines will be, so the footer does not jump when it arrives. */
function Placeholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="h-5 w-40 animate-pulse rounded bg-white/10" />
      <div className="h-4 w-56 max-w-full animate-pulse rounded bg-white/10" />
      <div className="h-4 w-48 max-w-full animate-pulse rounded bg-white/10" />
    </div>
  );
}

function FooterSections({ profile }: { profile: RestaurantProfile }) {
  return (
    <>
      <section aria-labelledby="footer-about">
        <h2 id="footer-about" className="text-lg font-bold text-white">
          {profile.name}
        </h2>
        {profile.tagline ? <p className="mt-2 text-cream-200">{profile.tagline}</p> : null}
        <p className="mt-2 text-cream-200">{formatOpeningHours(profile.opening_hours)}</p>
      </section>

      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className="text-lg font-bold text-white">
          Kontak
        </h2>
        <address className="mt-2 flex flex-col gap-1 text-cream-200 not-italic">
          <span className="whitespace-pre-line">{profile.address}</span>
          <a href={telHref(profile.phone)} className={linkClasses}>
            Telepon: {readablePhone(profile.phone)}
          </a>
        </address>
      </section>

      <section aria-labelledby="footer-social">
        <h2 id="footer-social" className="text-lg font-bold text-white">
          Pesan &amp; Ikuti Kami
        </h2>
        <ul className="mt-2 flex flex-col">
          <li>
            <ExternalLink href={whatsappOrderUrl(profile)}>Pesan lewat WhatsApp</ExternalLink>
          </li>
          {profile.facebook_url ? (
            <li>
              <ExternalLink href={profile.facebook_url}>Facebook</ExternalLink>
            </li>
          ) : null}
          {profile.instagram_url ? (
            <li>
              <ExternalLink href={profile.instagram_url}>Instagram</ExternalLink>
            </li>
          ) : null}
        </ul>
      </section>
    </>
  );
}

/** The restaurant's name, hours, contacts and links (spec §1), from its profile. */
export function SiteFooter() {
  const profile = useRestaurant().data;
  return (
    <footer className="mt-auto bg-bark-900 text-cream-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        {profile ? <FooterSections profile={profile} /> : <Placeholder />}
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-sm text-cream-200">
        © {COPYRIGHT_YEAR}
        {profile ? ` ${profile.name}` : null}
      </p>
    </footer>
  );
}
