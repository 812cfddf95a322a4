/**
 * Cooked components: rice, eggs, chicken, tempe, tofu, kerupuk, sambal, rendang.
 * All drawn top-down with the shared light from the top-left.
 */
import {
  blob,
  blobPts,
  circle,
  clip,
  ellipse,
  g,
  path,
  rect,
  n,
  type Rng,
  rand,
  pick,
  smooth,
  type Pt,
} from './svg.ts';
import { lit, shine, scatter } from './scene.ts';

/** A mound of rice: dense individual grains over a darker base, bumpy at the edge. */
export function rice(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  tone: [string, string, string] = ['#e4dccb', '#fffdf7', '#f1eadb'],
): string {
  const pts = blobPts(r, cx, cy, rx, ry, 30, 0.035);
  const d = smooth(pts);
  const grain = (x: number, y: number): string => {
    const t = `rotate(${n(rand(r, 0, 180))} ${n(x)} ${n(y)})`;
    return (
      ellipse(x + 0.8, y + 1.2, 6, 2.7, { fill: tone[0], transform: t, opacity: 0.8 }) +
      ellipse(x, y, 5.6, 2.5, { fill: r() < 0.7 ? tone[1] : tone[2], transform: t })
    );
  };
  const inside = scatter(r, cx, cy, rx * 1.02, ry * 1.02, Math.round((rx * ry) / 30), grain);
  let edge = '';
  for (const [x, y] of blobPts(r, cx, cy, rx * 0.99, ry * 0.99, Math.round((rx + ry) / 5), 0.02))
    edge += grain(x, y);
  return (
    path(d, { fill: tone[0] }) + clip(path(d), inside) + edge + path(d, { fill: 'url(#dome)' })
  );
}

/** Fried egg, sunny side up, with lacy browned edges. */
export function friedEgg(r: Rng, cx: number, cy: number, s: number): string {
  const outer = blob(r, cx, cy, s, s * 0.88, 13, 0.14);
  const inner = blob(r, cx, cy, s * 0.93, s * 0.8, 13, 0.1);
  const yx = cx + s * 0.06;
  const yy = cy - s * 0.04;
  return (
    path(outer, { fill: '#dca25a' }) +
    path(inner, { fill: '#fffcf4' }) +
    path(inner, { fill: 'url(#lit)', opacity: 0.45 }) +
    circle(yx, yy, s * 0.44, { fill: '#fff', opacity: 0.7 }) +
    circle(yx, yy, s * 0.37, { fill: '#f59d16' }) +
    circle(yx, yy, s * 0.37, { fill: 'url(#dome)' }) +
    shine(yx, yy, s * 0.37, s * 0.37, 0.85)
  );
}

/** Halved boiled egg; `rim` tints the white (pindang eggs are brown outside). */
export function halfEgg(cx: number, cy: number, s: number, deg = 0, rim = '#f3ead8'): string {
  const pindang = rim !== '#f3ead8';
  return g(
    ellipse(0, 0, s, s * 0.74, { fill: rim }) +
      ellipse(0, 0, s * (pindang ? 0.82 : 0.9), s * (pindang ? 0.56 : 0.64), {
        fill: pindang ? '#f2dfc2' : '#fffaf0',
      }) +
      circle(s * 0.05, 0, s * 0.44, { fill: '#f5b62c' }) +
      circle(s * 0.05, 0, s * 0.28, { fill: '#fbd15a', opacity: 0.7 }) +
      ellipse(0, 0, s, s * 0.74, { fill: 'url(#dome)' }),
    { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(deg)})` },
  );
}

/** Crispy texture dots clipped to a shape. */
function crust(
  r: Rng,
  d: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  cols: string[],
  count: number,
  size: number,
): string {
  return clip(
    path(d),
    scatter(r, cx, cy, rx, ry, count, (x, y) =>
      path(blob(r, x, y, rand(r, size * 0.4, size), rand(r, size * 0.3, size * 0.8), 5, 0.35), {
        fill: pick(r, cols),
        opacity: 0.8,
      }),
    ),
  );
}

/** Drumstick outline around the local origin, meaty end left, bone to the right. */
function drumPts(s: number): Pt[] {
  return [
    [-s * 0.95, s * 0.05],
    [-s * 0.85, -s * 0.42],
    [-s * 0.4, -s * 0.62],
    [s * 0.1, -s * 0.5],
    [s * 0.45, -s * 0.24],
    [s * 0.72, -s * 0.13],
    [s * 0.74, s * 0.12],
    [s * 0.45, s * 0.26],
    [s * 0.05, s * 0.55],
    [-s * 0.45, s * 0.62],
    [-s * 0.85, s * 0.45],
  ];
}

/** Chicken drumstick: 'fried' (golden, crunchy) or 'bakar' (grilled, dark glossy kecap). */
export function chicken(
  r: Rng,
  cx: number,
  cy: number,
  s: number,
  deg: number,
  style: 'fried' | 'bakar' = 'fried',
): string {
  const d = smooth(drumPts(s));
  const fried = style === 'fried';
  const body = fried ? '#b0601a' : '#6a2a10';
  const tex = fried
    ? ['#d98f3a', '#8a4410', '#eeb45a', '#a65a18', '#c77a2a']
    : ['#4a1a08', '#8a3c16', '#a34d1c', '#3a1204'];
  const bone =
    rect(s * 0.66, -s * 0.09, s * 0.34, s * 0.18, { rx: s * 0.05, fill: '#efdfc0' }) +
    circle(s * 1.04, -s * 0.09, s * 0.12, { fill: '#f3e6cb' }) +
    circle(s * 1.04, s * 0.09, s * 0.12, { fill: '#e6d3ae' }) +
    rect(s * 0.66, -s * 0.09, s * 0.5, s * 0.18, { fill: 'url(#lit)' });
  let inner =
    bone +
    lit(d, body, true) +
    crust(r, d, 0, 0, s, s * 0.65, tex, fried ? 150 : 40, fried ? 10 : 10) +
    (fried
      ? clip(
          path(d),
          scatter(r, -s * 0.2, -s * 0.15, s * 0.7, s * 0.4, 30, (x, y) =>
            circle(x, y, rand(r, 1, 2.5), { fill: '#fff3cc', opacity: 0.7 }),
          ),
        )
      : '');
  if (!fried) {
    for (let i = 0; i < 4; i++) {
      const x = -s * 0.6 + i * s * 0.3;
      inner += clip(
        path(d),
        path(`M${n(x)} ${n(-s * 0.7)}L${n(x + s * 0.25)} ${n(s * 0.7)}`, {
          stroke: '#1e0902',
          'stroke-width': s * 0.07,
          opacity: 0.6,
          'stroke-linecap': 'round',
        }),
      );
    }
    inner += clip(
      path(d),
      path(
        `M${n(-s * 0.7)} ${n(-s * 0.25)}Q${n(-s * 0.2)} ${n(-s * 0.6)} ${n(s * 0.5)} ${n(-s * 0.15)}`,
        {
          stroke: '#fff',
          'stroke-width': s * 0.06,
          fill: 'none',
          opacity: 0.5,
          'stroke-linecap': 'round',
        },
      ) +
        path(
          `M${n(-s * 0.6)} ${n(s * 0.25)}Q${n(-s * 0.2)} ${n(s * 0.05)} ${n(s * 0.2)} ${n(s * 0.12)}`,
          { stroke: '#fff', 'stroke-width': s * 0.035, fill: 'none', opacity: 0.35 },
        ),
    );
  }
  inner +=
    path(d, { fill: 'url(#dome)' }) +
    ellipse(-s * 0.45, -s * 0.3, s * 0.28, s * 0.08, {
      fill: '#fff',
      opacity: fried ? 0.12 : 0.5,
      transform: `rotate(-20 ${n(-s * 0.45)} ${n(-s * 0.3)})`,
    });
  return g(inner, { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(deg)})` });
}

/** Kremes: a lacy heap of golden fried batter crumbs. */
export function kremes(r: Rng, cx: number, cy: number, rx: number, ry: number, count = 70): string {
  return scatter(r, cx, cy, rx, ry, count, (x, y) => {
    const s = rand(r, 3, 8);
    const d = blob(r, x, y, s, s * rand(r, 0.5, 1), 6, 0.45);
    return (
      path(d, { fill: pick(r, ['#e9b45a', '#d4903a', '#f3ce7c', '#c27a2a']) }) +
      circle(x - s * 0.3, y - s * 0.3, s * 0.25, { fill: '#fff4d0', opacity: 0.6 })
    );
  });
}

/** Fried tempe slice: golden brown with visible soybeans. */
export function tempe(
  r: Rng,
  cx: number,
  cy: number,
  w: number,
  h: number,
  deg: number,
  base = '#b9782f',
): string {
  const beans = scatter(r, 0, 0, w * 0.55, h * 0.55, Math.round((w * h) / 60), (x, y) =>
    ellipse(x, y, rand(r, 3, 5), rand(r, 2, 3.5), {
      fill: pick(r, ['#d9a45a', '#9a5a1e', '#e4b86c']),
      transform: `rotate(${n(rand(r, 0, 180))} ${n(x)} ${n(y)})`,
    }),
  );
  const shape = rect(-w / 2, -h / 2, w, h, { rx: Math.min(w, h) * 0.18 });
  const d = `M${n(-w / 2)} ${n(-h / 2)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  return g(
    rect(-w / 2, -h / 2, w, h, { rx: Math.min(w, h) * 0.18, fill: base }) +
      clip(shape, beans) +
      rect(-w / 2, -h / 2, w, h, { rx: Math.min(w, h) * 0.18, fill: 'url(#lit)' }) +
      clip(shape, path(d, { fill: 'none', stroke: '#6e3c12', 'stroke-width': 5, opacity: 0.5 })),
    { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(deg)})` },
  );
}

/** Fried tofu cut open: golden skin around a creamy face. */
export function tofu(cx: number, cy: number, s: number, deg: number): string {
  return g(
    rect(-s / 2, -s / 2, s, s, { rx: s * 0.16, fill: '#c98a35' }) +
      rect(-s * 0.38, -s * 0.38, s * 0.76, s * 0.76, { rx: s * 0.1, fill: '#f4e6c4' }) +
      rect(-s / 2, -s / 2, s, s, { rx: s * 0.16, fill: 'url(#lit)' }),
    { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(deg)})` },
  );
}

/** Kerupuk: a big wavy cracker; 'putih' has the classic coil, 'udang' is puffy pink-orange. */
export function kerupuk(
  r: Rng,
  cx: number,
  cy: number,
  s: number,
  kind: 'putih' | 'udang' = 'putih',
): string {
  const d = blob(r, cx, cy, s, s * 0.9, 26, 0.07);
  const putih = kind === 'putih';
  let tex = '';
  if (putih) {
    const pts: Pt[] = [];
    for (let a = 0; a < Math.PI * 6; a += 0.3)
      pts.push([
        cx + Math.cos(a) * s * (0.08 + a / 21),
        cy + Math.sin(a) * s * 0.92 * (0.08 + a / 21),
      ]);
    tex = path(smooth(pts, false), {
      fill: 'none',
      stroke: '#d8bf86',
      'stroke-width': s * 0.03,
      opacity: 0.8,
    });
  }
  tex += scatter(r, cx, cy, s * 0.95, s * 0.88, putih ? 50 : 70, (x, y) => {
    const b = rand(r, 1.5, putih ? 5 : 6);
    return (
      (putih ? circle(x + 1, y + 1.2, b, { fill: '#d8c290', opacity: 0.6 }) : '') +
      circle(x, y, b * (putih ? 1 : 0.7), {
        fill: putih ? '#fffdf5' : pick(r, ['#eeb08e', '#fff0e0', '#f3c4a4']),
        opacity: 0.85,
      })
    );
  });
  return (
    path(d, { fill: putih ? '#f6ecd4' : '#f8dcc2' }) +
    clip(path(d), tex) +
    path(d, { fill: 'url(#lit)', opacity: 0.7 }) +
    path(d, { fill: 'none', stroke: putih ? '#d9c48e' : '#d98a62', 'stroke-width': 1.5 })
  );
}

export type SambalKind = 'merah' | 'hijau' | 'bawang' | 'kecap';
const SAMBAL: Record<SambalKind, { oil: string; base: string; bits: string[] }> = {
  merah: {
    oil: '#e0541f',
    base: '#b81e0c',
    bits: ['#7a0e04', '#e5472a', '#f07a3a', '#9a1406', '#d8341a'],
  },
  hijau: {
    oil: '#b3b84a',
    base: '#5b8e25',
    bits: ['#3e6e18', '#89b83e', '#c7d96a', '#2f5a12', '#a8c850'],
  },
  bawang: {
    oil: '#f08a2a',
    base: '#cf3a16',
    bits: ['#f3b08a', '#a8240c', '#f6c27a', '#e86a3a', '#fff0d8'],
  },
  kecap: { oil: '#5a2410', base: '#2e1006', bits: ['#c9281a', '#e84a2a', '#5a2410', '#f06a3a'] },
};

/** A glossy, chunky dollop of sambal sitting in a little pool of chili oil. */
export function sambal(
  r: Rng,
  cx: number,
  cy: number,
  s: number,
  kind: SambalKind = 'merah',
): string {
  const c = SAMBAL[kind];
  const d = blob(r, cx, cy, s, s * 0.8, 12, 0.2);
  const bits = scatter(r, cx, cy, s * 0.95, s * 0.8, Math.round(s * 2.4), (x, y) =>
    path(blob(r, x, y, rand(r, 2, 5.5), rand(r, 1.5, 3.5), 5, 0.35), { fill: pick(r, c.bits) }),
  );
  const seeds = scatter(r, cx, cy, s * 0.8, s * 0.65, Math.round(s * 0.5), (x, y) =>
    ellipse(x, y, 2.2, 1.4, {
      fill: '#f6e3a8',
      transform: `rotate(${n(rand(r, 0, 180))} ${n(x)} ${n(y)})`,
    }),
  );
  const glints = scatter(r, cx - s * 0.25, cy - s * 0.25, s * 0.45, s * 0.35, 5, (x, y) =>
    circle(x, y, rand(r, 1.2, 2.6), { fill: '#fff', opacity: 0.85 }),
  );
  return (
    path(blob(r, cx + 3, cy + 3, s * 1.25, s * 1.05, 12, 0.2), { fill: c.oil, opacity: 0.5 }) +
    path(d, { fill: c.base }) +
    clip(path(d), bits + seeds) +
    path(d, { fill: 'url(#dome)' }) +
    glints
  );
}

/** A dark, dry chunk of beef rendang in its crumbly reddish-brown spice crust. */
export function rendangChunk(r: Rng, cx: number, cy: number, s: number): string {
  const d = blob(r, cx, cy, s, s * rand(r, 0.62, 0.8), 10, 0.2, rand(r, 0, 90));
  return (
    path(d, { fill: '#44190a' }) +
    crust(
      r,
      d,
      cx,
      cy,
      s,
      s,
      ['#7a3010', '#2a0c02', '#8a4014', '#5a220a', '#a8561f', '#461a06'],
      Math.round(s * 3.2),
      8,
    ) +
    clip(
      path(d),
      scatter(r, cx, cy, s, s, 5, (x, y) =>
        path(`M${n(x - s * 0.3)} ${n(y)}q${n(s * 0.3)} ${n(-s * 0.1)} ${n(s * 0.6)} 0`, {
          stroke: '#1e0802',
          'stroke-width': 2,
          fill: 'none',
          opacity: 0.6,
        }),
      ),
    ) +
    path(d, { fill: 'url(#dome)', opacity: 0.55 }) +
    path(d, { fill: 'none', stroke: '#1e0802', 'stroke-width': 2, opacity: 0.5 }) +
    scatter(r, cx - s * 0.3, cy - s * 0.3, s * 0.35, s * 0.25, 4, (x, y) =>
      circle(x, y, rand(r, 1, 2.2), { fill: '#ffd9a0', opacity: 0.6 }),
    )
  );
}

/** Loose dry rendang spice crumbs (kerisik) around the chunks. */
export function bumbu(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  cols = ['#5a2a0e', '#7a3c14', '#3a1606', '#96521f'],
  size = 6,
): string {
  return scatter(r, cx, cy, rx, ry, count, (x, y) =>
    path(blob(r, x, y, rand(r, size / 3, size), rand(r, size / 4, size * 0.7), 5, 0.4), {
      fill: pick(r, cols),
    }),
  );
}
