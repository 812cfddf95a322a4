/** Rice dishes: the four nasi box / nasi goreng / nasi kuning plates. */
import { circle, ellipse, path, rect, n, type Rng, rand, pick, blob } from './svg.ts';
import { raised, scatter } from './scene.ts';
import { plate, box } from './vessels.ts';
import {
  rice,
  friedEgg,
  chicken,
  kremes,
  tempe,
  kerupuk,
  sambal,
  rendangChunk,
  bumbu,
  halfEgg,
} from './cooked.ts';
import { cucumber, sprig, chiliSlice, leaf, rawit, bawangGoreng, limeWedge } from './produce.ts';
import { cutlery, wholeShallot, chilies } from './props.ts';
import { mark } from './logo.ts';
import type { Art } from './types.ts';

/** Nasi goreng rice: reddish-brown grains flecked with scallion and chili. */
function friedRice(r: Rng, cx: number, cy: number, rx: number, ry: number): string {
  return (
    rice(r, cx, cy, rx, ry, ['#7e3c14', '#c2733a', '#d9924f']) +
    scatter(r, cx, cy, rx * 0.85, ry * 0.85, 26, (x, y) =>
      circle(x, y, 4.5, {
        fill: 'none',
        stroke: pick(r, ['#5fa33a', '#7cbf4a']),
        'stroke-width': 2.6,
      }),
    ) +
    scatter(r, cx, cy, rx * 0.85, ry * 0.85, 18, (x, y) =>
      rect(x, y, 6, 4, {
        fill: '#d8301c',
        rx: 1.5,
        transform: `rotate(${n(rand(r, 0, 90))} ${n(x)} ${n(y)})`,
      }),
    )
  );
}

/** Acar: cucumber cubes, carrot sticks, shallots and whole rawit. */
function acar(r: Rng, cx: number, cy: number, s: number): string {
  let out = scatter(r, cx, cy, s, s * 0.7, 16, (x, y) => {
    const t = `rotate(${n(rand(r, 0, 90))} ${n(x)} ${n(y)})`;
    return r() < 0.7
      ? rect(x - 8, y - 8, 16, 16, {
          rx: 3,
          fill: '#d6ebb0',
          stroke: '#3d7a2a',
          'stroke-width': 3,
          transform: t,
        })
      : rect(x - 12, y - 3.5, 24, 7, { rx: 3, fill: '#f08a2a', transform: t });
  });
  out +=
    rawit(cx - s * 0.3, cy + s * 0.4, 48, -30, '#3f8a26') +
    rawit(cx + s * 0.2, cy - s * 0.5, 44, 20, '#d8261a');
  return out;
}

function nasiGoreng(r: Rng): string {
  const food =
    kerupuk(r, 470, 185, 62, 'udang') +
    friedRice(r, 345, 315, 150, 138) +
    raised(acar(r, 468, 405, 52)) +
    raised(friedEgg(r, 325, 280, 78)) +
    sambal(r, 230, 420, 22, 'merah');
  return plate(360, 300, 232, 'enamel') + raised(food);
}

const lauk = {
  /** Rice cone with fried shallots on top. */
  rice: (r: Rng, x: number, y: number, s: number): string => rice(r, x, y, s, s * 0.92),
};

function nasiBoxKremes(r: Rng): string {
  const {
    svg,
    inner: [x, y],
  } = box(150, 200, 470, 340, mark(385, 128, 56, 'carton'));
  const food =
    lauk.rice(r, x + 112, y + 150, 105) +
    chicken(r, x + 305, y + 125, 120, 210) +
    kremes(r, x + 270, y + 120, 70, 55, 120) +
    tempe(r, x + 250, y + 245, 110, 46, -8) +
    tempe(r, x + 370, y + 235, 100, 44, 12) +
    leaf(x + 350, y + 20, 90, 26, 160, '#9acb5e') +
    cucumber(r, x + 395, y + 40, 26) +
    cucumber(r, x + 405, y + 95, 24) +
    sprig(r, x + 420, y + 150, 70, 100) +
    sambal(r, x + 60, y + 265, 30, 'bawang') +
    kerupuk(r, x + 155, y + 262, 56, 'putih');
  return svg + raised(food);
}

function nasiBoxRendang(r: Rng): string {
  const {
    svg,
    inner: [x, y],
  } = box(150, 200, 470, 340, mark(385, 128, 56, 'carton'));
  let daun = path(blob(r, x + 300, y + 228, 84, 46, 10, 0.15), { fill: '#d9962e' });
  daun +=
    scatter(r, x + 300, y + 226, 76, 40, 110, (a, b) =>
      path(blob(r, a, b, rand(r, 7, 13), rand(r, 4, 8), 6, 0.35), {
        fill: pick(r, ['#2f5a1e', '#3e6e26', '#1f4212', '#4f7f2e']),
      }),
    ) +
    scatter(r, x + 290, y + 220, 60, 30, 14, (a, b) =>
      circle(a, b, 2, { fill: '#ffe6a0', opacity: 0.7 }),
    );
  const food =
    lauk.rice(r, x + 112, y + 150, 105) +
    bumbu(r, x + 315, y + 100, 105, 62, 240, ['#3a1606', '#5a2a0e', '#2a0e04', '#4a1e08'], 10) +
    bumbu(r, x + 315, y + 100, 115, 70, 60) +
    rendangChunk(r, x + 262, y + 82, 58) +
    rendangChunk(r, x + 372, y + 92, 56) +
    rendangChunk(r, x + 315, y + 148, 52) +
    daun +
    sambal(r, x + 400, y + 230, 30, 'hijau') +
    kerupuk(r, x + 140, y + 262, 56, 'putih');
  return svg + raised(food);
}

/** Ayam suwir: a heap of chicken shreds in red spice paste. */
function suwir(r: Rng, cx: number, cy: number, s: number): string {
  return (
    path(blob(r, cx, cy, s, s * 0.8, 9, 0.15), { fill: '#a8361a' }) +
    scatter(r, cx, cy, s * 0.95, s * 0.75, 70, (x, y) => {
      const a = rand(r, 0, 3.14);
      return path(
        `M${n(x)} ${n(y)}q${n(Math.cos(a) * 10)} ${n(Math.sin(a) * 10 - 4)} ${n(Math.cos(a) * 24)} ${n(Math.sin(a) * 24)}`,
        {
          stroke: pick(r, ['#e0703a', '#b43a16', '#f3b27a', '#cf5426', '#8e2a10']),
          'stroke-width': rand(r, 3.5, 6.5),
          fill: 'none',
          'stroke-linecap': 'round',
        },
      );
    }) +
    circle(cx, cy, s, { fill: 'url(#dome)', opacity: 0.7 }) +
    chiliSlice(r, cx + s * 0.3, cy - s * 0.2, 6)
  );
}

/** Orek tempe: glossy kecap-brown tempe matchsticks with chili. */
function orek(r: Rng, cx: number, cy: number, s: number): string {
  return (
    path(blob(r, cx, cy, s, s * 0.7, 9, 0.15), { fill: '#3e1a06' }) +
    scatter(r, cx, cy, s, s * 0.7, 55, (x, y) => {
      const t = `rotate(${n(rand(r, 0, 180))} ${n(x)} ${n(y)})`;
      return (
        rect(x - 11, y - 3, 22, 6.5, {
          rx: 2,
          fill: pick(r, ['#6a3312', '#8a4a1c', '#542608', '#9a5a24']),
          transform: t,
        }) + rect(x - 8, y - 2.5, 12, 1.6, { fill: '#ffd9a8', opacity: 0.5, transform: t })
      );
    }) +
    scatter(r, cx, cy, s * 0.8, s * 0.5, 6, (x, y) => chiliSlice(r, x, y, 5))
  );
}

/** Serundeng: toasted coconut flakes with peanuts. */
function serundeng(r: Rng, cx: number, cy: number, s: number): string {
  return (
    path(blob(r, cx, cy, s, s * 0.6, 9, 0.2), { fill: '#9a5a1e' }) +
    scatter(r, cx, cy, s, s * 0.6, 80, (x, y) =>
      path(`M${n(x)} ${n(y)}l${n(rand(r, -7, 7))} ${n(rand(r, -4, 4))}`, {
        stroke: pick(r, ['#d9a050', '#8a5220', '#e8c078', '#b87830']),
        'stroke-width': 3.2,
        'stroke-linecap': 'round',
      }),
    ) +
    scatter(r, cx, cy, s * 0.8, s * 0.5, 5, (x, y) =>
      ellipse(x, y, 6, 4.5, { fill: '#e8c08a', stroke: '#b07a40', 'stroke-width': 1 }),
    )
  );
}

function nasiKuning(r: Rng): string {
  const food =
    rice(r, 330, 275, 128, 122, ['#c48210', '#f3c63c', '#fadc6c']) +
    bawangGoreng(r, 330, 270, 90, 80, 24) +
    sprig(r, 300, 200, 60, -30, '#4c8f33') +
    serundeng(r, 430, 435, 62) +
    suwir(r, 470, 250, 62) +
    orek(r, 290, 440, 58) +
    halfEgg(470, 360, 40, 15) +
    sambal(r, 478, 360, 24, 'merah') +
    cucumber(r, 215, 330, 24) +
    cucumber(r, 205, 385, 22) +
    sambal(r, 390, 150, 20, 'merah');
  return plate(350, 300, 232, 'rattan') + raised(food);
}

const tableProps = (r: Rng): string =>
  chilies(r, 75, 340) + wholeShallot(100, 180, 26, 20) + cutlery(690, 300, 8);

export const riceArt: Record<string, Art> = {
  'nasi-goreng-kampung': { main: nasiGoreng, props: tableProps },
  'nasi-box-ayam-goreng-kremes': {
    main: nasiBoxKremes,
    props: (r) => chilies(r, 70, 380) + limeWedge(700, 480, 34, -20),
  },
  'nasi-box-rendang': {
    main: nasiBoxRendang,
    props: (r) => wholeShallot(80, 420, 26, -15) + chilies(r, 690, 440),
  },
  'nasi-kuning-komplit': { main: nasiKuning, props: tableProps },
};
