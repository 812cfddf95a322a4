import { HOME_PHOTO, photoSourceSet, WIDE_PHOTO_SIZES } from '@dapur/shared/menu';
import { LinkButton } from '../../../components/ui/link-button';
import { useRestaurant } from '../../../lib/restaurant';

/** A dish the demo data ships; the API serves it from /storage, and preloads it with the page. */
const HERO_IMAGE = HOME_PHOTO;

/**
 * The restaurant's name and tagline. The rest of the hero shows at once; until the profile
 * arrives, grey bars hold their place (never another restaurant's name).
 */
function Greeting() {
  const restaurant = useRestaurant();
  const heading = 'text-4xl font-extrabold tracking-tight text-ink sm:text-5xl';
  const tagline = 'max-w-prose text-lg text-ink-muted sm:text-xl';
  if (restaurant.data) {
    return (
      <>
        <h1 className={heading}>{restaurant.data.name}</h1>
        {restaurant.data.tagline ? <p className={tagline}>{restaurant.data.tagline}</p> : null}
      </>
    );
  }
  if (restaurant.isError && !restaurant.isFetching) {
    return <h1 className={heading}>Selamat datang</h1>;
  }
  return (
    <>
      <h1 className={heading}>
        <span className="sr-only">Selamat datang</span>
        <span
          aria-hidden="true"
          className="block h-12 w-72 max-w-full animate-pulse rounded-lg bg-cream-200"
        />
      </h1>
      <div aria-hidden="true" className="flex w-full max-w-prose flex-col gap-2">
        <div className="h-6 w-full animate-pulse rounded bg-cream-200" />
        <div className="h-6 w-2/3 animate-pulse rounded bg-cream-200" />
      </div>
    </>
  );
}

export function HomeHero() {
  return (
    // Not a named region: its heading is the restaurant's name, which the footer's
    // region already carries, and `main` is the landmark here.
    <section className="bg-cream-100">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16">
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full bg-turmeric-400/30 px-3 py-1 text-sm font-semibold text-brand-900">
            Masakan rumahan Indonesia
          </p>
          <Greeting />
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
          srcSet={photoSourceSet(HERO_IMAGE)}
          sizes={WIDE_PHOTO_SIZES}
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
