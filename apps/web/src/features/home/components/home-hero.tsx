import { restaurant } from '@dapur/shared/restaurant';
import { LinkButton } from '../../../components/ui/link-button';

/** A dish the demo data ships; the API serves it from /storage. */
const HERO_IMAGE = '/storage/foods/nasi-box-ayam-goreng-kremes.webp';

export function HomeHero() {
  return (
    // Not a named region: its heading is the restaurant's name, which the footer's
    // region already carries, and `main` is the landmark here.
    <section className="bg-cream-100">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16">
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full bg-turmeric-400/30 px-3 py-1 text-sm font-semibold text-brand-900">
            Masakan rumahan sejak 1998
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {restaurant.name}
          </h1>
          <p className="max-w-prose text-lg text-ink-muted sm:text-xl">{restaurant.tagline}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <LinkButton to="/foods" size="lg">
              Pesan Sekarang
            </LinkButton>
            <LinkButton to="/categories" size="lg" variant="secondary">
              Lihat Kategori
            </LinkButton>
          </div>
        </div>
        <img
          src={HERO_IMAGE}
          alt="Nasi box ayam goreng kremes dengan tempe, lalapan, sambal, dan kerupuk"
          width={800}
          height={600}
          fetchPriority="high"
          decoding="async"
          className="aspect-[4/3] w-full rounded-3xl bg-cream-200 object-cover shadow-lg"
        />
      </div>
    </section>
  );
}
