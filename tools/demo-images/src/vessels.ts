/**
 * Things food sits in: plates (ceramic, enamel, rattan), bowls, glasses, a mug,
 * the nasi-box carton, a woven tampah tray and banana-leaf linings.
 */
import {
  circle,
  clip,
  ellipse,
  g,
  path,
  rect,
  n,
  line,
  type Rng,
  rand,
  makeRng,
  turn,
} from './svg.ts';
import { shadow, shadowCircle } from './scene.ts';

const arc = (cx: number, cy: number, r: number, a0: number, a1: number): string => {
  const p = (a: number): string =>
    `${n(cx + Math.cos((a * Math.PI) / 180) * r)} ${n(cy + Math.sin((a * Math.PI) / 180) * r)}`;
  return `M${p(a0)}A${n(r)} ${n(r)} 0 0 1 ${p(a1)}`;
};

/** Rim highlight on the top-left of any round vessel. */
export const rimShine = (cx: number, cy: number, r: number, w: number, o = 0.9): string =>
  path(arc(cx, cy, r, 195, 255), {
    stroke: '#fff',
    'stroke-width': w,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: o,
  });

/** Banana-leaf texture clipped to `shape`: green with parallel veins and a midrib. */
export function bananaLeaf(
  shape: string,
  x: number,
  y: number,
  size: number,
  deg = 28,
  seed = 'leaf',
): string {
  const r = makeRng(seed);
  let veins = '';
  for (let i = -size; i < size; i += rand(r, 6, 11)) {
    veins += line(x + i, y - size, x + i, y + size, {
      stroke: i % 3 > 1 ? '#86c266' : '#2f6b27',
      'stroke-width': rand(r, 0.8, 2),
      opacity: 0.45,
    });
  }
  const inner =
    rect(x - size, y - size, size * 2, size * 2, { fill: '#3f8530' }) +
    g(veins + rect(x - 5, y - size, 10, size * 2, { fill: '#a9d680', opacity: 0.55 }), {
      transform: `rotate(${deg} ${n(x)} ${n(y)})`,
    }) +
    g(shape, { fill: 'url(#lit)' });
  return clip(shape, inner);
}

export type PlateKind = 'white' | 'enamel' | 'rattan';

/** A round plate seen from above. Rattan plates come lined with banana leaf. */
export function plate(cx: number, cy: number, r: number, kind: PlateKind = 'white'): string {
  let out = shadowCircle(cx, cy, r);
  if (kind === 'rattan') {
    out += circle(cx, cy, r, { fill: '#c4894a' });
    for (let k = r - 6; k > r * 0.7; k -= 7) {
      out += circle(cx, cy, k, {
        fill: 'none',
        stroke: k % 2 ? '#8f5a27' : '#e0b072',
        'stroke-width': 3,
        'stroke-dasharray': '7 4',
        opacity: 0.7,
      });
    }
    out += circle(cx, cy, r - 3, {
      fill: 'none',
      stroke: '#7d4a1e',
      'stroke-width': 6,
      'stroke-dasharray': '4 3',
    });
    out += circle(cx, cy, r, { fill: 'url(#lit)' });
    const leaf = path(
      `M${n(cx - r * 0.78)} ${n(cy)}a${n(r * 0.78)} ${n(r * 0.78)} 0 1 0 ${n(r * 1.56)} 0a${n(r * 0.78)} ${n(r * 0.78)} 0 1 0 ${n(-r * 1.56)} 0`,
    );
    return (
      out +
      bananaLeaf(leaf, cx, cy, r, 32, `p${cx}${cy}`) +
      circle(cx, cy, r * 0.78, { fill: 'url(#well)' })
    );
  }
  const base = kind === 'enamel' ? '#fdfcf8' : '#f8f1e4';
  out += circle(cx, cy, r, { fill: base, stroke: '#d8c8ae', 'stroke-width': 1.5 });
  if (kind === 'enamel')
    out += circle(cx, cy, r - 4, { fill: 'none', stroke: '#22406b', 'stroke-width': 7 });
  out += circle(cx, cy, r, { fill: 'url(#lit)', opacity: 0.5 });
  out += circle(cx, cy, r * 0.74, { fill: base, stroke: '#d9cbb4', 'stroke-width': 1.2 });
  out += circle(cx, cy, r * 0.74, { fill: 'url(#well)' });
  return out + rimShine(cx, cy, r * 0.87, r * 0.035);
}

/** Oval serving plate (for the fish). */
export function ovalPlate(cx: number, cy: number, rx: number, ry: number): string {
  return (
    shadow(ellipse(cx, cy, rx, ry), 12, 16) +
    ellipse(cx, cy, rx, ry, { fill: '#f8f1e4', stroke: '#d8c8ae', 'stroke-width': 1.5 }) +
    ellipse(cx, cy, rx - 5, ry - 5, { fill: 'none', stroke: '#22406b', 'stroke-width': 6 }) +
    ellipse(cx, cy, rx * 0.8, ry * 0.74, {
      fill: '#f8f1e4',
      stroke: '#d9cbb4',
      'stroke-width': 1.2,
    }) +
    ellipse(cx, cy, rx * 0.8, ry * 0.74, { fill: 'url(#well)' }) +
    path(
      `M${n(cx - rx * 0.8)} ${n(cy - ry * 0.5)}Q${n(cx - rx * 0.6)} ${n(cy - ry * 0.9)} ${n(cx - rx * 0.2)} ${n(cy - ry * 0.92)}`,
      { stroke: '#fff', 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' },
    )
  );
}

/** A torn piece of banana leaf laid on a plate, centred on (cx, cy). */
export function leafMat(
  cx: number,
  cy: number,
  w: number,
  h: number,
  deg: number,
  seed = 'mat',
): string {
  const r = makeRng(seed);
  const pts: [number, number][] = [];
  for (let i = 0; i <= 6; i++)
    pts.push([cx - w / 2 + (w * i) / 6 + rand(r, -4, 4), cy - h / 2 + rand(r, -5, 5)]);
  for (let i = 6; i >= 0; i--)
    pts.push([cx - w / 2 + (w * i) / 6 + rand(r, -4, 4), cy + h / 2 + rand(r, -5, 5)]);
  const d = 'M' + pts.map(([x, y]) => turn([x, y], cx, cy, deg).map(n).join(' ')).join('L') + 'Z';
  return shadow(path(d), 3, 4, 0.3) + bananaLeaf(path(d), cx, cy, Math.max(w, h), deg + 90, seed);
}

/** A bowl of soup: rim, inner wall, liquid, then `contents` floating in it. */
export function bowl(
  cx: number,
  cy: number,
  r: number,
  liquid: string,
  contents: string,
  seed = 'bowl',
  oil = true,
): string {
  const rr = makeRng(seed);
  const lr = r * 0.8;
  let shine = '';
  for (let i = 0; i < (oil ? 14 : 0); i++) {
    const a = rand(rr, 0, Math.PI * 2);
    const d = rand(rr, 0.1, 0.9) * lr;
    shine += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rand(rr, 2, 6), {
      fill: '#f6b73c',
      opacity: 0.45,
    });
  }
  return (
    shadowCircle(cx, cy, r) +
    circle(cx, cy, r, { fill: '#f7efe0', stroke: '#d3c1a4', 'stroke-width': 1.5 }) +
    circle(cx, cy, r * 0.95, { fill: 'none', stroke: '#b6502e', 'stroke-width': r * 0.025 }) +
    circle(cx, cy, r * 0.9, { fill: '#efe3cf' }) +
    path(arc(cx, cy, r * 0.86, 160, 300), {
      stroke: '#7a5a3a',
      'stroke-width': r * 0.08,
      fill: 'none',
      opacity: 0.18,
    }) +
    circle(cx, cy, lr, { fill: liquid }) +
    clip(circle(cx, cy, lr), contents + circle(cx, cy, lr, { fill: 'url(#well)' }) + shine) +
    path(arc(cx, cy, lr * 0.85, 200, 245), {
      stroke: '#fff',
      'stroke-width': 5,
      fill: 'none',
      opacity: 0.35,
      'stroke-linecap': 'round',
    }) +
    rimShine(cx, cy, r * 0.97, r * 0.03)
  );
}

/** A glass seen from above, with a coloured caustic shadow. */
export function glass(cx: number, cy: number, r: number, drink: string, contents: string): string {
  const lr = r * 0.9;
  return (
    shadow(circle(cx, cy, r), 16, 20, 0.35) +
    g(circle(cx + 14, cy + 18, r * 0.9, { fill: drink }), { opacity: 0.4, filter: 'url(#soft)' }) +
    ellipse(cx + 22, cy + 26, r * 0.35, r * 0.2, {
      fill: '#fff',
      opacity: 0.35,
      filter: 'url(#soft)',
    }) +
    circle(cx, cy, r, { fill: '#fff', opacity: 0.25 }) +
    circle(cx, cy, lr, { fill: drink }) +
    clip(circle(cx, cy, lr), contents + circle(cx, cy, lr, { fill: 'url(#well)' })) +
    circle(cx, cy, r, { fill: 'none', stroke: '#fff', 'stroke-width': 3, opacity: 0.85 }) +
    circle(cx, cy, lr, { fill: 'none', stroke: '#fff', 'stroke-width': 1.5, opacity: 0.5 }) +
    rimShine(cx, cy, r * 0.95, 5, 0.95)
  );
}

/** Ice cube: a translucent rounded square. */
export function ice(x: number, y: number, s: number, deg: number): string {
  return g(
    rect(-s / 2, -s / 2, s, s, {
      rx: s * 0.22,
      fill: '#fff',
      opacity: 0.32,
      stroke: '#fff',
      'stroke-width': 2,
    }) +
      path(`M${n(-s * 0.3)} ${n(-s * 0.25)}L${n(s * 0.2)} ${n(-s * 0.32)}`, {
        stroke: '#fff',
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(deg)})` },
  );
}

/** Paper straw leaning out of a glass: from (x1,y1) in the drink to (x2,y2). */
export function straw(x1: number, y1: number, x2: number, y2: number, color = '#b6502e'): string {
  const common = { 'stroke-linecap': 'round' as const };
  return (
    line(x1 + 8, y1 + 10, x2 + 14, y2 + 18, {
      stroke: '#2a1206',
      'stroke-width': 12,
      opacity: 0.25,
      filter: 'url(#soft2)',
      ...common,
    }) +
    line(x1, y1, x2, y2, { stroke: '#fbf3e6', 'stroke-width': 13, ...common }) +
    line(x1, y1, x2, y2, {
      stroke: color,
      'stroke-width': 13,
      'stroke-dasharray': '10 10',
      ...common,
    }) +
    line(x1, y1 - 3, x2, y2 - 3, { stroke: '#fff', 'stroke-width': 3, opacity: 0.5, ...common }) +
    circle(x2, y2, 6, { fill: '#5a2a12', stroke: '#fbf3e6', 'stroke-width': 2 })
  );
}

/** Round coaster woven from pandan leaves. */
export function coaster(cx: number, cy: number, r: number): string {
  let rings = '';
  for (let k = r - 4; k > 6; k -= 8)
    rings += circle(cx, cy, k, {
      fill: 'none',
      stroke: '#8c6a2e',
      'stroke-width': 2,
      'stroke-dasharray': '6 3',
      opacity: 0.5,
    });
  return (
    shadowCircle(cx, cy, r, 0.35) +
    circle(cx, cy, r, { fill: '#c9a45a' }) +
    rings +
    circle(cx, cy, r, { fill: 'url(#lit)' })
  );
}

/** Takeaway carton ("nasi kotak") opened flat: lid above, banana-leaf liner inside. */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  lidMark = '',
): { svg: string; inner: [number, number, number, number] } {
  const wall = 16;
  const lidH = h * 0.32;
  const ix = x + wall;
  const iy = y + wall;
  const iw = w - wall * 2;
  const ih = h - wall * 2;
  const svg =
    shadow(rect(x, y - lidH, w, h + lidH, { rx: 6 }), 14, 18) +
    rect(x + 6, y - lidH, w - 12, lidH, {
      fill: '#f4ede0',
      stroke: '#d6c7ae',
      'stroke-width': 1.5,
      rx: 4,
    }) +
    rect(x + 6, y - lidH, w - 12, lidH, { fill: 'url(#lit)', opacity: 0.6 }) +
    lidMark +
    rect(x, y, w, h, { fill: '#fbf7ef', stroke: '#d6c7ae', 'stroke-width': 1.5, rx: 4 }) +
    path(`M${x} ${y}L${ix} ${iy}L${ix} ${iy + ih}L${x} ${y + h}Z`, { fill: '#d9cdb8' }) +
    path(`M${x} ${y}L${ix} ${iy}L${ix + iw} ${iy}L${x + w} ${y}Z`, { fill: '#cdbfa6' }) +
    path(`M${x + w} ${y}L${ix + iw} ${iy}L${ix + iw} ${iy + ih}L${x + w} ${y + h}Z`, {
      fill: '#fffaf1',
    }) +
    line(x + 6, y, x + w - 6, y, { stroke: '#bfae90', 'stroke-width': 2 }) +
    bananaLeaf(rect(ix, iy, iw, ih), x + w / 2, y + h / 2, Math.max(w, h), 64, `box${x}`) +
    rect(ix, iy, iw, ih, { fill: 'none', stroke: '#2a1206', 'stroke-width': 6, opacity: 0.12 });
  return { svg, inner: [ix, iy, iw, ih] };
}

/** Woven bamboo tray (tampah) with a banana-leaf lining and scalloped leaf edge. */
export function tampah(cx: number, cy: number, r: number, lined = true): string {
  let weave = '';
  for (let k = r - 5; k > r * 0.84; k -= 6)
    weave += circle(cx, cy, k, {
      fill: 'none',
      stroke: '#8a5a26',
      'stroke-width': 2.5,
      'stroke-dasharray': '8 5',
      opacity: 0.6,
    });
  const inner = r * 0.86;
  const disc = (x: number, y: number, k: number): string =>
    `M${n(x - k)} ${n(y)}a${n(k)} ${n(k)} 0 1 0 ${n(k * 2)} 0a${n(k)} ${n(k)} 0 1 0 ${n(-k * 2)} 0`;
  let d = disc(cx, cy, inner);
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    d += disc(cx + Math.cos(a) * inner, cy + Math.sin(a) * inner, r * 0.075);
  }
  const leafShape = path(d);
  if (!lined) {
    let rings = '';
    for (let k = r * 0.84; k > 8; k -= 9)
      rings += circle(cx, cy, k, {
        fill: 'none',
        stroke: k % 2 ? '#b88444' : '#f0cf92',
        'stroke-width': 3.5,
        'stroke-dasharray': '9 5',
        opacity: 0.55,
      });
    return (
      shadowCircle(cx, cy, r) +
      circle(cx, cy, r, { fill: '#d2a15e' }) +
      weave +
      circle(cx, cy, r * 0.86, { fill: '#e2bb7c' }) +
      rings +
      circle(cx, cy, r - 3, { fill: 'none', stroke: '#7b4a1c', 'stroke-width': 7 }) +
      circle(cx, cy, r * 0.86, { fill: 'url(#well)' }) +
      circle(cx, cy, r, { fill: 'url(#lit)' })
    );
  }
  return (
    shadowCircle(cx, cy, r) +
    circle(cx, cy, r, { fill: '#d2a15e' }) +
    weave +
    circle(cx, cy, r - 3, { fill: 'none', stroke: '#7b4a1c', 'stroke-width': 7 }) +
    circle(cx, cy, r, { fill: 'url(#lit)' }) +
    g(leafShape, { fill: '#2a1206', opacity: 0.25, transform: 'translate(3 4)' }) +
    bananaLeaf(leafShape, cx, cy, r, 24, 'tampah')
  );
}

/** Enamel mug (blirik green with white speckles) with a handle, seen from above. */
export function mug(
  cx: number,
  cy: number,
  r: number,
  drink: string,
  contents: string,
  r0: Rng,
): string {
  let speck = '';
  for (let i = 0; i < 40; i++) {
    const a = rand(r0, 0, Math.PI * 2);
    speck += circle(
      cx + Math.cos(a) * r * rand(r0, 0.9, 0.98),
      cy + Math.sin(a) * r * rand(r0, 0.9, 0.98),
      rand(r0, 0.8, 2),
      { fill: '#fff', opacity: 0.8 },
    );
  }
  const handle = `M${n(cx + r * 0.7)} ${n(cy - r * 0.55)}C${n(cx + r * 1.55)} ${n(cy - r * 0.6)} ${n(cx + r * 1.55)} ${n(cy + r * 0.6)} ${n(cx + r * 0.7)} ${n(cy + r * 0.55)}`;
  return (
    shadow(
      circle(cx, cy, r) + path(handle, { fill: 'none', stroke: '#000', 'stroke-width': r * 0.22 }),
      12,
      16,
    ) +
    path(handle, {
      fill: 'none',
      stroke: '#2f6b4a',
      'stroke-width': r * 0.2,
      'stroke-linecap': 'round',
    }) +
    path(handle, {
      fill: 'none',
      stroke: '#fff',
      'stroke-width': r * 0.04,
      opacity: 0.35,
      transform: 'translate(-2 -3)',
    }) +
    circle(cx, cy, r, { fill: '#2f6b4a' }) +
    speck +
    circle(cx, cy, r, { fill: 'none', stroke: '#183a28', 'stroke-width': 4 }) +
    circle(cx, cy, r * 0.88, { fill: drink }) +
    clip(circle(cx, cy, r * 0.88), contents + circle(cx, cy, r * 0.88, { fill: 'url(#well)' })) +
    rimShine(cx, cy, r * 0.94, 4, 0.6)
  );
}

/** Tiny stone mortar (cobek) holding a sambal. */
export function cobek(cx: number, cy: number, r: number, inner: string): string {
  return (
    shadowCircle(cx, cy, r) +
    circle(cx, cy, r, { fill: '#5b5550' }) +
    circle(cx, cy, r, { fill: 'url(#lit)' }) +
    circle(cx, cy, r * 0.78, { fill: '#48423d' }) +
    circle(cx, cy, r * 0.78, { fill: 'url(#well)' }) +
    inner +
    rimShine(cx, cy, r * 0.9, 3, 0.4)
  );
}
