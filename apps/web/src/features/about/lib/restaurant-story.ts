// The about page's reading of the profile; kept out of @dapur/shared, whose zod-free half
// rides in the first bundle, since only this lazy page needs it.

/** The profile's history as paragraphs: they are separated by a blank line. */
export function historyParagraphs(history: string): string[] {
  return history
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * Where "open the map" leads for a map embed: the same place on the provider's own map page.
 * An OpenStreetMap embed opens at its marker (or the middle of its box); a Google Maps embed
 * made from a search drops `output=embed`; anything else opens the embed itself, full size.
 */
export function mapLinkUrl(embedUrl: string): string {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return embedUrl;
  }
  if (url.hostname === 'www.openstreetmap.org') {
    const point = osmPoint(url.searchParams);
    if (!point) return embedUrl;
    const [lat, lon] = point;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  if (url.hostname === 'www.google.com' && url.searchParams.get('output') === 'embed') {
    url.searchParams.delete('output');
    return url.toString();
  }
  return embedUrl;
}

/** `[lat, lon]` of an OpenStreetMap embed: its marker, else the middle of its box. */
function osmPoint(params: URLSearchParams): [string, string] | null {
  const numbers = (value: string | null) => (value ?? '').split(',').map(Number);
  const marker = numbers(params.get('marker'));
  if (marker.length === 2 && marker.every(Number.isFinite)) {
    return [String(marker[0]), String(marker[1])];
  }
  const box = numbers(params.get('bbox'));
  if (box.length === 4 && box.every(Number.isFinite)) {
    const [minLon, minLat, maxLon, maxLat] = box as [number, number, number, number];
    return [((minLat + maxLat) / 2).toFixed(5), ((minLon + maxLon) / 2).toFixed(5)];
  }
  return null;
}
