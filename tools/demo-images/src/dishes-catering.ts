/** Paket catering: the mini tumpeng on its tray and a prasmanan (buffet) spread. */
import {
  blob,
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
  mix,
  leafPath,
} from './svg.ts';
import { raised, scatter, lit, shadow } from './scene.ts';
import { tampah, plate, bowl, rimShine } from './vessels.ts';
import { rice, chicken, halfEgg, kerupuk, rendangChunk, bumbu } from './cooked.ts';
import { cucumber, leaf, chiliSlice, sprouts, bean, eggplant, chunk } from './produce.ts';
import type { Art } from './types.ts';

/** The yellow rice cone seen from above: lit facets plus a long cast shadow. */
function cone(r: Rng, cx: number, cy: number, R: number): string {
  let facets = '';
  const k = 28;
  for (let i = 0; i < k; i++) {
    const a0 = (i / k) * Math.PI * 2;
    const a1 = ((i + 1) / k) * Math.PI * 2;
    const light = ((Math.cos((a0 + a1) / 2 + Math.PI * 0.75) + 1) / 2) ** 1.3;
    facets += path(
      `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * R)} ${n(cy + Math.sin(a0) * R)}A${n(R)} ${n(R)} 0 0 1 ${n(cx + Math.cos(a1) * R)} ${n(cy + Math.sin(a1) * R)}Z`,
      {
        fill: mix('#a8620a', '#fff0a8', light),
        stroke: mix('#a8620a', '#fff0a8', light),
        'stroke-width': 0.8,
      },
    );
  }
  const grains = scatter(r, cx, cy, R, R, 260, (x, y) => {
    const deg = (Math.atan2(y - cy, x - cx) * 180) / Math.PI;
    return ellipse(x, y, 5, 2.2, {
      fill: pick(r, ['#fff2b0', '#d69a1a', '#f7d050']),
      opacity: 0.7,
      transform: `rotate(${n(deg)} ${n(x)} ${n(y)})`,
    });
  });
  const shadowD = `M${n(cx + R * 0.7)} ${n(cy - R * 0.7)}L${n(cx + R * 2.0)} ${n(cy + R * 1.5)}L${n(cx - R * 0.7)} ${n(cy + R * 0.7)}Z`;
  let flower = '';
  for (let i = 0; i < 6; i++) flower += lit(leafPath(cx, cy, 34, 9, i * 60 + 15), '#d8261a', true);
  return (
    path(shadowD, { fill: '#1a0a03', opacity: 0.5, filter: 'url(#soft2)' }) +
    circle(cx, cy, R, {
      fill: '#1a0a03',
      opacity: 0.3,
      filter: 'url(#soft)',
      transform: 'translate(8 10)',
    }) +
    facets +
    clip(circle(cx, cy, R), grains) +
    circle(cx, cy, R, { fill: 'none', stroke: '#b87a10', 'stroke-width': 2 }) +
    leaf(cx, cy, 56, 14, 135, '#3f8a2e') +
    leaf(cx, cy, 52, 13, 315, '#3f8a2e') +
    leaf(cx, cy, 50, 13, 225, '#2f7a22') +
    flower +
    circle(cx, cy, 8, { fill: '#f7d24a' })
  );
}

/** Perkedel: golden potato fritter with dark specks. */
const perkedel = (r: Rng, x: number, y: number, s: number): string => {
  const d = blob(r, x, y, s, s * 0.9, 9, 0.08);
  return (
    lit(d, '#c98a36', true) +
    clip(
      path(d),
      scatter(r, x, y, s, s, 24, (a, b) =>
        circle(a, b, rand(r, 1.5, 3.5), { fill: pick(r, ['#7a4414', '#e8b868', '#3f6a22']) }),
      ),
    ) +
    path(d, { fill: 'url(#dome)' })
  );
};

/** Urap: blanched greens tossed with spiced grated coconut. */
const urap = (r: Rng, x: number, y: number, s: number): string =>
  scatter(r, x, y, s, s * 0.7, 14, (a, b) =>
    leaf(a, b, rand(r, 30, 46), 10, rand(r, 0, 360), pick(r, ['#3f7e26', '#5a9a34', '#2f6a1e'])),
  ) +
  bean(x - s * 0.4, y, s * 0.7, 20) +
  bean(x, y + s * 0.3, s * 0.6, -30) +
  sprouts(r, x, y, s * 0.6, s * 0.4, 8) +
  scatter(r, x, y, s * 0.8, s * 0.55, 60, (a, b) =>
    path(`M${n(a)} ${n(b)}l${n(rand(r, -4, 4))} ${n(rand(r, -4, 4))}`, {
      stroke: pick(r, ['#f7e6b8', '#e8c078', '#fff5dc']),
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }),
  );

/** Sambal goreng ati: liver and potato cubes in red chili gravy with petai. */
const sambalAti = (r: Rng, x: number, y: number, s: number): string =>
  path(blob(r, x, y, s, s * 0.75, 9, 0.18), { fill: '#b8341a' }) +
  scatter(r, x, y, s * 0.8, s * 0.55, 12, (a, b) =>
    rect(a - 9, b - 9, 18, 18, {
      rx: 4,
      fill: pick(r, ['#6a2412', '#e0a040', '#7a2a14']),
      transform: `rotate(${n(rand(r, 0, 90))} ${n(a)} ${n(b)})`,
    }),
  ) +
  scatter(r, x, y, s * 0.6, s * 0.4, 4, (a, b) =>
    ellipse(a, b, 7, 5, { fill: '#7ab83a', stroke: '#4f8a22', 'stroke-width': 1.5 }),
  ) +
  path(blob(r, x, y, s, s * 0.75, 9, 0.18), { fill: 'url(#dome)' });

export function tumpeng(r: Rng, cx = 400, cy = 300, R = 270): string {
  const ring = (deg: number, dist = R * 0.6): [number, number] => [
    cx + Math.cos((deg * Math.PI) / 180) * dist,
    cy + Math.sin((deg * Math.PI) / 180) * dist,
  ];
  const [ax, ay] = ring(-20);
  const [bx, by] = ring(40);
  const [ux, uy] = ring(100);
  const [tx, ty] = ring(160);
  const [sx, sy] = ring(215);
  const [kx, ky] = ring(270, R * 0.64);
  const sides =
    kerupuk(r, kx - 40, ky, 48) +
    kerupuk(r, kx + 40, ky + 6, 46) +
    chicken(r, ax, ay - 15, 62, -100) +
    chicken(r, ax + 30, ay + 25, 58, -60) +
    perkedel(r, bx - 20, by - 10, 30) +
    perkedel(r, bx + 30, by - 20, 28) +
    perkedel(r, bx + 10, by + 35, 29) +
    urap(r, ux, uy, 60) +
    halfEgg(tx - 10, ty - 28, 30, 20, '#6a3a1a') +
    halfEgg(tx + 14, ty + 22, 30, -30, '#6a3a1a') +
    halfEgg(tx - 36, ty + 16, 28, 60, '#6a3a1a') +
    sambalAti(r, sx, sy, 52) +
    cucumber(r, cx - R * 0.32, cy - R * 0.3, 20) +
    cucumber(r, cx + R * 0.34, cy - R * 0.32, 20) +
    cucumber(r, cx + R * 0.02, cy + R * 0.4, 20);
  return tampah(cx, cy, R) + raised(sides) + cone(r, cx, cy, R * 0.4);
}

/** Stainless buffet pan (chafing dish insert) with food inside. */
function pan(x: number, y: number, w: number, h: number, food: string): string {
  return (
    shadow(rect(x, y, w, h, { rx: 14 }), 10, 14) +
    rect(x, y, w, h, { rx: 14, fill: '#c6cbd0' }) +
    rect(x, y, w, h, { rx: 14, fill: 'url(#lit)' }) +
    rect(x + 10, y + 10, w - 20, h - 20, { rx: 8, fill: '#9aa0a8' }) +
    clip(rect(x + 10, y + 10, w - 20, h - 20, { rx: 8 }), food) +
    rect(x + 3, y + 3, w - 6, h - 6, {
      rx: 12,
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 2,
      opacity: 0.6,
    })
  );
}

/** Sealed cup of mineral water from above. */
const cup = (x: number, y: number): string =>
  shadow(circle(x, y, 34), 5, 7, 0.3) +
  circle(x, y, 34, { fill: '#e8f2f6' }) +
  circle(x, y, 30, { fill: '#cfe6f0' }) +
  circle(x, y, 30, { fill: 'none', stroke: '#2f7ab8', 'stroke-width': 5 }) +
  rimShine(x, y, 26, 3);

/** Watermelon and melon wedges. */
const fruit = (r: Rng, x: number, y: number, deg: number, melon: boolean): string =>
  g(
    path('M-45 0A45 45 0 0 1 45 0Z', { fill: melon ? '#c9d98a' : '#3f8a2e' }) +
      path('M-39 0A39 39 0 0 1 39 0Z', { fill: melon ? '#f5a25a' : '#e8473a' }) +
      (melon
        ? ''
        : scatter(r, 0, -18, 20, 8, 6, (a, b) => ellipse(a, b, 2, 3.2, { fill: '#2a1206' }))) +
      path('M-45 0A45 45 0 0 1 45 0Z', { fill: 'url(#lit)' }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(deg)})` },
  );

export function prasmanan(r: Rng): string {
  const bakul =
    shadow(circle(160, 175, 115), 10, 14) +
    circle(160, 175, 115, { fill: '#c8924f' }) +
    circle(160, 175, 108, {
      fill: 'none',
      stroke: '#8a5a26',
      'stroke-width': 6,
      'stroke-dasharray': '6 4',
    }) +
    circle(160, 175, 115, { fill: 'url(#lit)' }) +
    rice(r, 160, 175, 92, 90) +
    g(
      ellipse(215, 140, 26, 36, { fill: '#e8d2a8' }) +
        rect(207, 60, 16, 80, { rx: 6, fill: '#d9bc88' }),
      { transform: 'rotate(30 215 140)' },
    );
  const ayam = pan(
    330,
    40,
    250,
    170,
    chicken(r, 400, 110, 62, 20, 'bakar') +
      chicken(r, 500, 150, 62, 200, 'bakar') +
      chicken(r, 420, 175, 58, -15, 'bakar') +
      chicken(r, 520, 75, 56, 160, 'bakar'),
  );
  const rendang = pan(
    300,
    330,
    250,
    170,
    bumbu(r, 425, 415, 120, 80, 220) +
      rendangChunk(r, 370, 380, 44) +
      rendangChunk(r, 470, 380, 46) +
      rendangChunk(r, 420, 450, 44) +
      rendangChunk(r, 510, 460, 40) +
      rendangChunk(r, 340, 460, 40),
  );
  const lodeh = bowl(
    680,
    210,
    105,
    '#efcb78',
    eggplant(r, 660, 190, 26, -20) +
      chunk(r, 700, 230, 22, '#b4d27c', '#e6f0c0') +
      bean(640, 230, 50, 20, '#6aa23a') +
      chiliSlice(r, 690, 180, 6) +
      chiliSlice(r, 670, 250, 6),
    'lodeh-mini',
  );
  const fruits =
    plate(680, 455, 100, 'white') +
    raised(
      fruit(r, 660, 430, -20, false) +
        fruit(r, 700, 470, 30, false) +
        fruit(r, 650, 490, 160, true),
    );
  const krupuk =
    plate(140, 450, 100, 'rattan') +
    raised(kerupuk(r, 120, 430, 48) + kerupuk(r, 165, 470, 46) + kerupuk(r, 150, 415, 40, 'udang'));
  return bakul + krupuk + ayam + rendang + lodeh + fruits + cup(250, 545) + cup(590, 560);
}

export const cateringArt: Record<string, Art> = {
  'tumpeng-mini': { main: (r) => tumpeng(r) },
  'paket-prasmanan': { main: prasmanan },
};
