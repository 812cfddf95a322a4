/**
 * Tiny SVG-string toolkit for the demo illustrations: a seeded random source,
 * element builders, smooth organic paths and colour mixing. Everything here is
 * deterministic so re-running the drawing script yields identical files.
 */
export type Pt = [number, number];
export type Rng = () => number;
type Attrs = Record<string, string | number | undefined | null | false>;

/** mulberry32 seeded from an FNV-1a hash of `seed`. */
export function makeRng(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform number in [a, b). */
export const rand = (r: Rng, a: number, b: number): number => a + (b - a) * r();
/** Pick one element. */
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

/** Compact number formatting keeps the SVG (and the build) small. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export function el(tag: string, a: Attrs = {}, inner?: string): string {
  const s = Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');
  return inner === undefined ? `<${tag} ${s}/>` : `<${tag} ${s}>${inner}</${tag}>`;
}

export const g = (inner: string, a: Attrs = {}): string => el('g', a, inner);
export const path = (d: string, a: Attrs = {}): string => el('path', { d, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...a });
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, ...a });

export const rot = (deg: number, cx: number, cy: number): string =>
  `rotate(${n(deg)} ${n(cx)} ${n(cy)})`;
export const tr = (x: number, y: number, s = 1, deg = 0): string =>
  `translate(${n(x)} ${n(y)})${deg ? ` rotate(${n(deg)})` : ''}${s !== 1 ? ` scale(${n(s)})` : ''}`;

let idCounter = 0;
/** Unique (per image) ids for clip paths and gradients. */
export const uid = (prefix: string): string => `${prefix}${++idCounter}`;
export const resetIds = (): void => {
  idCounter = 0;
};

/** Wraps `inner` in a clip path built from `shape` (an element string). */
export function clip(shape: string, inner: string): string {
  const id = uid('c');
  return `<clipPath id="${id}">${shape}</clipPath>` + g(inner, { 'clip-path': `url(#${id})` });
}

/** Point rotated by `deg` around (cx, cy). */
export function turn([x, y]: Pt, cx: number, cy: number, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c];
}

/** Smooth path through `pts` (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: Pt[], closed = true): string {
  const m = pts.length;
  const P = (i: number): Pt => pts[closed ? (i + m) % m : Math.max(0, Math.min(m - 1, i))] as Pt;
  const [x0, y0] = P(0);
  let d = `M${n(x0)} ${n(y0)}`;
  for (let i = 0; i < (closed ? m : m - 1); i++) {
    const [ax, ay] = P(i - 1);
    const [bx, by] = P(i);
    const [cx, cy] = P(i + 1);
    const [dx, dy] = P(i + 2);
    d += `C${n(bx + (cx - ax) / 6)} ${n(by + (cy - ay) / 6)} ${n(cx - (dx - bx) / 6)} ${n(cy - (dy - by) / 6)} ${n(cx)} ${n(cy)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Points on a wobbly ellipse: the base of every organic shape. */
export function blobPts(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count = 9,
  jitter = 0.15,
  deg = 0,
): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = ((i + rand(r, -0.2, 0.2)) / count) * Math.PI * 2;
    const k = 1 + rand(r, -jitter, jitter);
    pts.push(turn([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k], cx, cy, deg));
  }
  return pts;
}

export const blob = (
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count = 9,
  jitter = 0.15,
  deg = 0,
): string => smooth(blobPts(r, cx, cy, rx, ry, count, jitter, deg));

/** Leaf / petal outline from base (x, y) of length `len` pointing at `deg` (0 = right). */
export function leafPath(
  x: number,
  y: number,
  len: number,
  wid: number,
  deg: number,
  bend = 0,
): string {
  const p = (u: number, v: number): string => {
    const [a, b] = turn([x + u, y + v], x, y, deg);
    return `${n(a)} ${n(b)}`;
  };
  return (
    `M${p(0, 0)}C${p(len * 0.25, -wid * (1 + bend))} ${p(len * 0.7, -wid * (0.9 + bend))} ${p(len, bend * wid)}` +
    `C${p(len * 0.7, wid * (0.9 - bend))} ${p(len * 0.25, wid * (1 - bend))} ${p(0, 0)}Z`
  );
}

function hex(c: string): [number, number, number] {
  const v = parseInt(c.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const x = hex(a);
  const y = hex(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + ((y[i] as number) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export const darken = (c: string, t: number): string => mix(c, '#2a1206', t);
export const lighten = (c: string, t: number): string => mix(c, '#fff8e8', t);
