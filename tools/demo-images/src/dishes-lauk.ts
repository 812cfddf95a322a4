/** Lauk pauk: ayam bakar, rendang, fried nila with sambal matah, tempe mendoan. */
import {
  blob,
  circle,
  clip,
  ellipse,
  g,
  path,
  n,
  type Rng,
  rand,
  pick,
  smooth,
  type Pt,
} from './svg.ts';
import { raised, scatter, lit, shine } from './scene.ts';
import { plate, ovalPlate } from './vessels.ts';
import { chicken, sambal, rendangChunk, bumbu } from './cooked.ts';
import {
  cucumber,
  sprig,
  chiliSlice,
  leaf,
  rawit,
  limeWedge,
  shallot,
  seraiRing,
  bawangGoreng,
} from './produce.ts';
import { cutlery, wholeShallot, chilies } from './props.ts';
import type { Art } from './types.ts';

function ayamBakar(r: Rng): string {
  const food =
    leaf(430, 150, 150, 48, 160, '#b9dc86', '#ffffff') +
    leaf(450, 170, 120, 40, 120, '#a9d279') +
    cucumber(r, 470, 210, 30) +
    cucumber(r, 505, 255, 28) +
    sprig(r, 520, 330, 90, 120) +
    path(blob(r, 335, 325, 120, 80, 10, 0.25, -20), { fill: '#5a220a', opacity: 0.3 }) +
    chicken(r, 320, 320, 150, -25, 'bakar') +
    bawangGoreng(r, 300, 300, 70, 40, 18) +
    sambal(r, 250, 450, 36, 'merah') +
    limeWedge(460, 430, 36, -35);
  return plate(370, 300, 235, 'rattan') + raised(food);
}

function rendang(r: Rng): string {
  const food =
    bumbu(r, 370, 305, 150, 120, 700, ['#3a1606', '#5a2a0e', '#2a0e04', '#4a1e08'], 11) +
    bumbu(r, 370, 305, 168, 138, 160) +
    rendangChunk(r, 295, 250, 84) +
    rendangChunk(r, 455, 280, 82) +
    rendangChunk(r, 355, 385, 80) +
    bumbu(r, 370, 310, 150, 120, 70, ['#7a3010', '#96521f', '#3a1606', '#b8622a']) +
    leaf(470, 390, 60, 18, -30, '#3b6e24') +
    leaf(250, 350, 55, 16, 150, '#3b6e24') +
    rawit(480, 180, 80, 160, '#c8261a') +
    rawit(255, 180, 70, 30, '#3f8a26');
  return plate(370, 300, 235, 'white') + raised(food);
}

/** Whole fried fish lying on its side, head to the left. */
function fish(r: Rng, cx: number, cy: number, len: number): string {
  const L = len / 2;
  const body: Pt[] = [
    [-L, 4],
    [-L * 0.9, -L * 0.22],
    [-L * 0.55, -L * 0.42],
    [-L * 0.05, -L * 0.48],
    [L * 0.4, -L * 0.34],
    [L * 0.72, -L * 0.12],
    [L * 0.74, L * 0.1],
    [L * 0.4, L * 0.32],
    [-L * 0.05, L * 0.44],
    [-L * 0.55, L * 0.38],
    [-L * 0.92, L * 0.2],
  ];
  const d = smooth(body.map(([x, y]) => [cx + x, cy + y]));
  const fin = (pts: Pt[]): string => lit(smooth(pts.map(([x, y]) => [cx + x, cy + y])), '#a85a1c');
  const tail = fin([
    [L * 0.68, 0],
    [L * 1.0, -L * 0.36],
    [L * 1.06, -L * 0.1],
    [L * 1.02, L * 0.14],
    [L * 1.0, L * 0.36],
  ]);
  const dorsal = fin([
    [-L * 0.4, -L * 0.4],
    [-L * 0.1, -L * 0.62],
    [L * 0.3, -L * 0.55],
    [L * 0.55, -L * 0.3],
    [L * 0.1, -L * 0.4],
  ]);
  const belly = fin([
    [-L * 0.2, L * 0.4],
    [L * 0.05, L * 0.6],
    [L * 0.4, L * 0.5],
    [L * 0.45, L * 0.32],
  ]);
  let spines = '';
  for (let i = 0; i < 9; i++)
    spines += path(
      `M${n(cx - L * 0.3 + i * L * 0.09)} ${n(cy - L * 0.42)}l${n(L * 0.02)} ${n(-L * 0.16)}`,
      { stroke: '#6e3410', 'stroke-width': 2 },
    );
  let cuts = '';
  for (let i = 0; i < 4; i++) {
    const x = cx - L * 0.35 + i * L * 0.24;
    cuts +=
      path(`M${n(x)} ${n(cy - L * 0.36)}q${n(L * 0.12)} ${n(L * 0.3)} 0 ${n(L * 0.7)}`, {
        stroke: '#5a2408',
        'stroke-width': 7,
        fill: 'none',
        'stroke-linecap': 'round',
      }) +
      path(`M${n(x + 5)} ${n(cy - L * 0.33)}q${n(L * 0.12)} ${n(L * 0.3)} 0 ${n(L * 0.66)}`, {
        stroke: '#f0b868',
        'stroke-width': 3,
        fill: 'none',
        'stroke-linecap': 'round',
      });
  }
  const scales = scatter(r, cx, cy, L * 0.8, L * 0.4, 90, (x, y) =>
    path(`M${n(x)} ${n(y)}a5 5 0 0 1 8 0`, {
      stroke: pick(r, ['#8a4412', '#e8a858']),
      'stroke-width': 1.6,
      fill: 'none',
      opacity: 0.6,
    }),
  );
  return (
    tail +
    dorsal +
    spines +
    belly +
    lit(d, '#b8681e', true) +
    clip(
      path(d),
      scales +
        cuts +
        path(blob(r, cx - L * 0.1, cy - L * 0.15, L * 0.6, L * 0.18, 8, 0.2), {
          fill: '#f0b05a',
          opacity: 0.35,
        }),
    ) +
    path(d, { fill: 'url(#dome)' }) +
    path(
      `M${n(cx - L * 0.62)} ${n(cy - L * 0.3)}q${n(L * 0.1)} ${n(L * 0.28)} ${n(-L * 0.02)} ${n(L * 0.55)}`,
      { stroke: '#5a2408', 'stroke-width': 4, fill: 'none' },
    ) +
    circle(cx - L * 0.8, cy - L * 0.08, L * 0.07, { fill: '#f4ead6' }) +
    circle(cx - L * 0.8, cy - L * 0.08, L * 0.04, { fill: '#1e0e06' }) +
    circle(cx - L * 0.81, cy - L * 0.09, L * 0.015, { fill: '#fff' })
  );
}

/** Sambal matah: raw shallot rings, chili, lemongrass and lime leaf in oil. */
function matah(r: Rng, cx: number, cy: number, rx: number, ry: number): string {
  return (
    path(blob(r, cx, cy, rx, ry, 10, 0.2), { fill: '#f0a040', opacity: 0.35 }) +
    scatter(r, cx, cy, rx, ry, 24, (x, y) => shallot(x, y, rand(r, 11, 15))) +
    scatter(r, cx, cy, rx, ry, 14, (x, y) => seraiRing(x, y, rand(r, 5, 7))) +
    scatter(r, cx, cy, rx, ry, 16, (x, y) =>
      chiliSlice(r, x, y, rand(r, 7, 9), r() < 0.7 ? '#d42a1b' : '#4f9a2c'),
    ) +
    scatter(r, cx, cy, rx, ry, 10, (x, y) =>
      path(`M${n(x)} ${n(y)}l${n(rand(r, 10, 18))} ${n(rand(r, -5, 5))}`, {
        stroke: '#3d7a25',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    ) +
    scatter(r, cx, cy, rx * 0.8, ry * 0.8, 8, (x, y) =>
      circle(x, y, 2, { fill: '#fff', opacity: 0.8 }),
    )
  );
}

function ikanNila(r: Rng): string {
  const food =
    sprig(r, 540, 420, 80, 150) +
    fish(r, 380, 300, 430) +
    matah(r, 355, 292, 135, 62) +
    limeWedge(560, 200, 36, 30) +
    cucumber(r, 200, 430, 26) +
    cucumber(r, 240, 450, 24);
  return ovalPlate(380, 305, 300, 205) + raised(food);
}

/** One mendoan: a floppy sheet of pale-golden batter over thin tempe, flecked with scallion. */
function mendoan(r: Rng, cx: number, cy: number, w: number, h: number, deg: number): string {
  const d = blob(r, 0, 0, w / 2, h / 2, 14, 0.1);
  const tempeD = blob(r, 0, 0, w * 0.38, h * 0.34, 8, 0.06);
  const flecks = scatter(r, 0, 0, w * 0.42, h * 0.42, 26, (x, y) =>
    path(`M${n(x)} ${n(y)}l${n(rand(r, -6, 6))} ${n(rand(r, -4, 4))}`, {
      stroke: pick(r, ['#3f8a2a', '#6ab23e', '#2f6a1e']),
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
  );
  const blisters = scatter(r, 0, 0, w * 0.45, h * 0.42, 26, (x, y) =>
    circle(x, y, rand(r, 2, 5), { fill: pick(r, ['#f4d48e', '#c9903e']), opacity: 0.7 }),
  );
  const beans = clip(
    path(tempeD),
    scatter(r, 0, 0, w * 0.4, h * 0.36, 40, (x, y) =>
      ellipse(x, y, 5, 3.5, { fill: pick(r, ['#a8742e', '#c89448']), opacity: 0.6 }),
    ),
  );
  return g(
    lit(d, '#e2b864', true) +
      path(tempeD, { fill: '#c29248', opacity: 0.5 }) +
      beans +
      clip(path(d), blisters + flecks) +
      path(d, { fill: 'none', stroke: '#b07a30', 'stroke-width': 2 }),
    { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(deg)})` },
  );
}

/** Sambal kecap in a little saucer: dark soy with sliced rawit and shallot. */
export function sambalKecap(r: Rng, cx: number, cy: number, s: number): string {
  return (
    plate(cx, cy, s, 'white') +
    circle(cx, cy, s * 0.66, { fill: '#2a0e04' }) +
    circle(cx, cy, s * 0.66, { fill: 'url(#dome)', opacity: 0.6 }) +
    scatter(r, cx, cy, s * 0.5, s * 0.5, 9, (x, y) =>
      chiliSlice(r, x, y, 6, r() < 0.6 ? '#d42a1b' : '#4f9a2c'),
    ) +
    shallot(cx + s * 0.2, cy + s * 0.2, 8) +
    shine(cx, cy, s * 0.66, s * 0.66, 0.5)
  );
}

function tempeMendoan(r: Rng): string {
  const food =
    mendoan(r, 290, 250, 200, 130, -20) +
    mendoan(r, 420, 215, 200, 130, 12) +
    mendoan(r, 250, 360, 200, 130, 15) +
    mendoan(r, 400, 340, 200, 130, -8) +
    mendoan(r, 340, 440, 190, 120, 4) +
    sprig(r, 470, 430, 60, -40);
  return plate(350, 310, 238, 'rattan') + raised(food) + raised(sambalKecap(r, 640, 470, 70));
}

export const laukArt: Record<string, Art> = {
  'ayam-bakar-kecap': { main: ayamBakar, props: (r) => chilies(r, 70, 360) + cutlery(680, 290, 8) },
  'rendang-sapi': {
    main: rendang,
    props: (r) =>
      wholeShallot(90, 170, 26, 20) +
      wholeShallot(120, 220, 22, -30) +
      cutlery(680, 290, 8) +
      chilies(r, 80, 400),
  },
  'ikan-nila-sambal-matah': {
    main: ikanNila,
    props: (r) => chilies(r, 705, 420) + wholeShallot(715, 340, 24, 10),
  },
  'tempe-mendoan': {
    main: tempeMendoan,
    props: (r) => chilies(r, 70, 340) + wholeShallot(100, 200, 26, -10),
  },
};
