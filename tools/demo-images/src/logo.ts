/**
 * The "Dapur Bu Ratna" mark: a steaming clay pot (kendil) in cream on a
 * terracotta tile, with turmeric-yellow steam. Drawn on a 64×64 grid.
 */
import { g, n } from './svg.ts';

export const BRAND = {
  terracotta: '#b5452a',
  deep: '#8e3119',
  turmeric: '#f2b233',
  cream: '#fff3dc',
};

const pot =
  'M10 33.5a3 3 0 0 1 3-3h38a3 3 0 0 1 0 6H13a3 3 0 0 1-3-3ZM14.5 38.5h35c0 10.5-7.5 17-17.5 17s-17.5-6.5-17.5-17Z';
const handles = 'M8.5 42h7.5M48 42h7.5';
const steam = (w: number, few = false): string => {
  const lines = few
    ? ['M25 25c-4-4 4-8 0-13', 'M39 25c-4-4 4-8 0-13']
    : ['M21 25c-3.5-3.5 3.5-7 0-11', 'M32 25c-4-4.5 4-9 0-14', 'M43 25c-3.5-3.5 3.5-7 0-11'];
  return lines
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${BRAND.turmeric}" stroke-width="${w}" stroke-linecap="round"/>`,
    )
    .join('');
};

/** Inner artwork on the 64 grid (no background). */
function glyph(small: boolean): string {
  return (
    steam(small ? 6 : 4.6, small) +
    (small
      ? ''
      : `<path d="${handles}" fill="none" stroke="${BRAND.cream}" stroke-width="3.6" stroke-linecap="round"/>`) +
    `<path d="${pot}" fill="${BRAND.cream}"/>` +
    `<path d="M19.5 42.5c.6 2.8 2.2 5.2 4.8 6.8" fill="none" stroke="${BRAND.terracotta}" stroke-width="2.6" stroke-linecap="round" opacity=".45"/>`
  );
}

/** Standalone SVG documents for the web app. */
export function logoSvg(kind: 'logo' | 'favicon'): string {
  const small = kind === 'favicon';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Dapur Bu Ratna">` +
    `<rect width="64" height="64" rx="${small ? 12 : 15}" fill="${BRAND.terracotta}"/>` +
    (small
      ? ''
      : `<rect x="2" y="2" width="60" height="60" rx="13" fill="none" stroke="${BRAND.deep}" stroke-width="1.5" opacity=".5"/>`) +
    glyph(small) +
    '</svg>\n'
  );
}

/**
 * Full-bleed square icon (for PNG app icons): mark centred with safe padding. A maskable
 * icon keeps the mark inside the central circle (40% of the width in radius) that every
 * launcher's mask leaves whole, so it is drawn smaller.
 */
export function iconSvg(px: number, purpose: 'any' | 'maskable' = 'any'): string {
  const s = px / 64;
  const placement =
    purpose === 'any'
      ? `translate(${n(px * 0.14)} ${n(px * 0.12)}) scale(${n(s * 0.72)})`
      : // The mark's middle on the 64 grid is about (32, 34); it lands on the icon's centre.
        `translate(${n(px / 2 - 32 * s * 0.56)} ${n(px / 2 - 34 * s * 0.56)}) scale(${n(s * 0.56)})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${px} ${px}">` +
    `<rect width="${px}" height="${px}" fill="${BRAND.terracotta}"/>` +
    g(glyph(false), { transform: placement }) +
    '</svg>'
  );
}

/** The mark inside an illustration, e.g. stamped in ink on a takeaway carton lid. */
export function mark(
  cx: number,
  cy: number,
  size: number,
  style: 'badge' | 'carton' = 'badge',
): string {
  const t = `translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(size / 64)})`;
  if (style === 'badge')
    return g(`<rect width="64" height="64" rx="15" fill="${BRAND.terracotta}"/>` + glyph(false), {
      transform: t,
    });
  return g(
    `<path d="${pot}" fill="${BRAND.terracotta}"/><path d="${handles}" stroke="${BRAND.terracotta}" stroke-width="3.6" stroke-linecap="round"/>` +
      ['M21 25c-3.5-3.5 3.5-7 0-11', 'M32 25c-4-4.5 4-9 0-14', 'M43 25c-3.5-3.5 3.5-7 0-11']
        .map(
          (d) =>
            `<path d="${d}" fill="none" stroke="${BRAND.terracotta}" stroke-width="4.6" stroke-linecap="round"/>`,
        )
        .join(''),
    { transform: t, opacity: 0.85 },
  );
}
