/**
 * The shared stage for every picture: wooden table, batik napkin, light from the
 * top-left, soft shadows, and the gradients/filters every drawing relies on.
 */
import { circle, ellipse, g, path, rect, n, type Rng, rand, makeRng, resetIds } from './svg.ts';

export const W = 800;
export const H = 600;
const INK = '#2a1206';

const defs = `<defs>
<linearGradient id="lit" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".42" stop-color="#fff" stop-opacity="0"/>
<stop offset=".62" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity=".34"/></linearGradient>
<radialGradient id="dome" cx=".36" cy=".32" r=".8">
<stop offset="0" stop-color="#fff" stop-opacity=".42"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/>
<stop offset=".75" stop-color="${INK}" stop-opacity=".1"/><stop offset="1" stop-color="${INK}" stop-opacity=".38"/></radialGradient>
<radialGradient id="well" cx=".58" cy=".62" r=".62">
<stop offset=".6" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity=".16"/></radialGradient>
<radialGradient id="vign" cx=".5" cy=".48" r=".72">
<stop offset=".55" stop-color="#1a0a03" stop-opacity="0"/><stop offset="1" stop-color="#1a0a03" stop-opacity=".5"/></radialGradient>
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#a8703f"/><stop offset=".55" stop-color="#8e5a31"/><stop offset="1" stop-color="#6f4224"/></linearGradient>
<filter id="grain" x="0" y="0" width="100%" height="100%">
<feTurbulence type="fractalNoise" baseFrequency="0.004 0.075" numOctaves="3" seed="11"/>
<feColorMatrix values="0 0 0 0 .2 0 0 0 0 .09 0 0 0 0 .03 2.4 0 0 0 -1.05"/></filter>
<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="9"/></filter>
<filter id="soft2" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="ds" x="-15%" y="-15%" width="135%" height="135%">
<feGaussianBlur in="SourceAlpha" stdDeviation="2.5"/><feOffset dx="3" dy="4" result="b"/>
<feFlood flood-color="${INK}" flood-opacity=".38"/><feComposite in2="b" operator="in"/>
<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<pattern id="kawung" width="34" height="34" patternUnits="userSpaceOnUse" patternTransform="rotate(-12) scale(1.4)">
<rect width="34" height="34" fill="#f0e1c2"/>
${[0, 90, 180, 270].map((a) => `<ellipse cx="17" cy="7.5" rx="5.2" ry="8.2" fill="#8c4a22" stroke="#5b2c12" stroke-width="1.2" transform="rotate(${a + 45} 17 17)"/><ellipse cx="17" cy="7.5" rx="1.6" ry="2.6" fill="#e7c58e" transform="rotate(${a + 45} 17 17)"/>`).join('')}
<circle cx="17" cy="17" r="2.2" fill="#5b2c12"/><circle cx="0" cy="0" r="2.5" fill="#c07a3c"/><circle cx="34" cy="0" r="2.5" fill="#c07a3c"/>
<circle cx="0" cy="34" r="2.5" fill="#c07a3c"/><circle cx="34" cy="34" r="2.5" fill="#c07a3c"/></pattern>
</defs>`;

/** Wooden table of four planks with grain and a darker vignette. */
function table(): string {
  const r = makeRng('table');
  let planks = '';
  for (let i = 0; i < 5; i++) {
    const y = i * 132 - 40;
    planks += rect(0, y, W, 132, { fill: i % 2 ? '#fff' : INK, opacity: rand(r, 0.03, 0.08) });
    planks += rect(0, y - 1.5, W, 3, { fill: '#3a1d0c', opacity: 0.55 });
    planks += rect(0, y + 1.5, W, 1.5, { fill: '#d9a06a', opacity: 0.25 });
  }
  return (
    rect(0, 0, W, H, { fill: 'url(#wood)' }) + rect(0, 0, W, H, { filter: 'url(#grain)' }) + planks
  );
}

/** A folded batik (kawung) napkin slipping in from the top-right corner. */
function napkin(): string {
  const d = 'M585 -20L830 -20L830 300L748 322Z';
  return (
    path('M598 -20L842 -20L842 312L758 338Z', { fill: INK, opacity: 0.35, filter: 'url(#soft)' }) +
    path(d, { fill: 'url(#kawung)' }) +
    path(d, { fill: 'url(#lit)' }) +
    path('M585 -20L748 322', { stroke: '#fff4dc', 'stroke-width': 3, opacity: 0.7 }) +
    path('M592 -20L753 318', { stroke: '#7a3e1c', 'stroke-width': 5, opacity: 0.55 })
  );
}

/** Full SVG document: table + napkin + body + vignette. */
export function scene(body: string, opts: { napkin?: boolean } = {}): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}` +
    table() +
    (opts.napkin === false ? '' : napkin()) +
    body +
    rect(0, 0, W, H, { fill: 'url(#vign)' }) +
    '</svg>'
  );
}

export { resetIds };

/** Soft contact shadow for any shape string (drawn offset down-right). */
export const shadow = (shape: string, dx = 12, dy = 16, o = 0.42): string =>
  g(shape, {
    transform: `translate(${n(dx)} ${n(dy)})`,
    fill: INK,
    opacity: o,
    filter: 'url(#soft)',
  });
export const shadowCircle = (cx: number, cy: number, r: number, o = 0.42): string =>
  shadow(circle(cx, cy, r), r * 0.05, r * 0.07, o);

/** A filled path plus the shared light overlay (`dome` for rounded, `lit` for flat). */
export function lit(
  d: string,
  fill: string,
  dome = false,
  extra: Record<string, string | number> = {},
): string {
  return path(d, { fill, ...extra }) + path(d, { fill: dome ? 'url(#dome)' : 'url(#lit)' });
}

/** Small glossy highlight for a body centred on (cx, cy) of radii rx/ry. */
export function shine(cx: number, cy: number, rx: number, ry: number, o = 0.55, deg = -35): string {
  return ellipse(cx - rx * 0.38, cy - ry * 0.42, rx * 0.32, ry * 0.14, {
    fill: '#fff',
    opacity: o,
    transform: `rotate(${n(deg)} ${n(cx - rx * 0.38)} ${n(cy - ry * 0.42)})`,
  });
}

/** Group whose contents cast a small shared drop shadow. */
export const raised = (inner: string): string => g(inner, { filter: 'url(#ds)' });

/** Well-spaced points in a disc (best-candidate sampling), for arranging big pieces. */
export function spread(
  r: Rng,
  cx: number,
  cy: number,
  rad: number,
  count: number,
): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    let best: [number, number] = [cx, cy];
    let bestD = -1;
    for (let k = 0; k < 14; k++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * rad;
      const p: [number, number] = [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
      const near = Math.min(Infinity, ...pts.map(([x, y]) => Math.hypot(x - p[0], y - p[1])));
      if (near > bestD) {
        bestD = near;
        best = p;
      }
    }
    pts.push(best);
  }
  return pts;
}

/** Scatter helper: `count` calls of `f` with positions inside an ellipse. */
export function scatter(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  f: (x: number, y: number, i: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    out += f(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, i);
  }
  return out;
}
