import { mapLinkUrl } from '../lib/restaurant-story';

export interface LocationMapProps {
  /** The profile's map embed (OpenStreetMap or Google Maps, the only ones the CSP allows). */
  mapUrl: string;
  restaurantName: string;
}

export function LocationMap({ mapUrl, restaurantName }: LocationMapProps) {
  return (
    <section aria-labelledby="map-title" className="flex flex-col gap-3">
      <h2 id="map-title" className="text-2xl font-bold text-ink">
        Lokasi
      </h2>
      <iframe
        src={mapUrl}
        title={`Peta lokasi ${restaurantName}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="aspect-[4/3] w-full rounded-2xl border border-cream-200 bg-cream-100 sm:aspect-video"
      />
      <a
        href={mapLinkUrl(mapUrl)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center self-start font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        Buka peta yang lebih besar
        <span className="sr-only"> (membuka tab baru)</span>
      </a>
    </section>
  );
}
