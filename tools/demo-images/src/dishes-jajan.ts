/** Jajanan pasar: klepon, dadar gulung, pisang goreng and lemper. */
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
  leafPath,
  smooth,
  type Pt,
} from './svg.ts';
import { raised, scatter, lit, shine } from './scene.ts';
import { plate, leafMat } from './vessels.ts';
import type { Art } from './types.ts';

const at = (x: number, y: number, deg = 0): string =>
  `translate(${n(x)} ${n(y)}) rotate(${n(deg)})`;

/** A long pandan leaf, gently curved. */
export function pandan(x: number, y: number, len: number, deg: number): string {
  const d = leafPath(0, 0, len, 13, 0, 0.05);
  return g(
    lit(d, '#3f8f2e') +
      path(`M4 0L${n(len - 10)} 0`, { stroke: '#9fd07a', 'stroke-width': 2, opacity: 0.7 }),
    { transform: at(x, y, deg) },
  );
}

/** Klepon: a green glutinous-rice ball rolled in grated coconut; `open` shows the gula jawa. */
export function klepon(r: Rng, x: number, y: number, s: number, open = false): string {
  const coco = scatter(r, x, y, s * 0.95, s * 0.95, Math.round(s * 2.2), (a, b) =>
    path(`M${n(a)} ${n(b)}l${n(rand(r, -5, 5))} ${n(rand(r, -5, 5))}`, {
      stroke: pick(r, ['#ffffff', '#f4f1e4', '#e9e4cf']),
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    }),
  );
  let inner = '';
  if (open) {
    inner =
      path(blob(r, x + s * 0.05, y + s * 0.05, s * 0.5, s * 0.45, 8, 0.15), { fill: '#5a2608' }) +
      path(blob(r, x + s * 0.45, y + s * 0.75, s * 0.45, s * 0.28, 8, 0.2), { fill: '#6a300c' }) +
      ellipse(x - s * 0.1, y - s * 0.08, s * 0.2, s * 0.08, { fill: '#e8a050', opacity: 0.7 });
  }
  return (
    circle(x, y, s, { fill: '#4aa83a' }) +
    (open ? circle(x, y, s * 0.7, { fill: '#8cc866' }) : '') +
    circle(x, y, s, { fill: 'url(#dome)' }) +
    inner +
    clip(circle(x, y, s * 1.05), coco) +
    shine(x, y, s, s, 0.5)
  );
}

function klepons(r: Rng): string {
  const pos: [number, number][] = [
    [305, 235],
    [425, 225],
    [255, 345],
    [375, 335],
    [495, 325],
    [335, 445],
  ];
  const balls = pos.map(([x, y], i) => klepon(r, x, y, 58, i === 4)).join('');
  return (
    plate(370, 320, 236, 'white') +
    leafMat(370, 330, 330, 300, -8, 'klepon') +
    raised(
      pandan(430, 450, 170, -30) +
        balls +
        scatter(r, 370, 330, 180, 160, 60, (x, y) =>
          path(`M${n(x)} ${n(y)}l${n(rand(r, -5, 5))} ${n(rand(r, -5, 5))}`, {
            stroke: '#fbf8ee',
            'stroke-width': 2.2,
            'stroke-linecap': 'round',
          }),
        ),
    )
  );
}

/** Dadar gulung: a rolled green pandan crêpe; `cut` shows the brown coconut filling. */
export function dadar(
  r: Rng,
  x: number,
  y: number,
  len: number,
  w: number,
  deg: number,
  cut = false,
): string {
  const lace = scatter(r, 0, 0, len * 0.5, w * 0.5, 40, (a, b) =>
    circle(a, b, rand(r, 1.5, 4), { fill: pick(r, ['#8fcf5e', '#3f8a2a']), opacity: 0.6 }),
  );
  const body = rect(-len / 2, -w / 2, len, w, { rx: w * 0.45 });
  let out =
    rect(-len / 2, -w / 2, len, w, { rx: w * 0.45, fill: '#5fae3c' }) +
    clip(body, lace) +
    path(`M${n(-len * 0.2)} ${n(-w / 2)}Q${n(-len * 0.05)} 0 ${n(-len * 0.25)} ${n(w / 2)}`, {
      stroke: '#3a7a22',
      'stroke-width': 3,
      fill: 'none',
      opacity: 0.7,
    }) +
    rect(-len / 2, -w / 2, len, w, { rx: w * 0.45, fill: 'url(#dome)' });
  if (cut) {
    const cx = len / 2 - w * 0.05;
    out +=
      ellipse(cx, 0, w * 0.28, w * 0.5, { fill: '#4f9a30' }) +
      ellipse(cx, 0, w * 0.22, w * 0.4, { fill: '#7a3e12' }) +
      scatter(r, cx, 0, w * 0.18, w * 0.34, 16, (a, b) =>
        path(`M${n(a)} ${n(b)}l${n(rand(r, -3, 3))} ${n(rand(r, -4, 4))}`, {
          stroke: pick(r, ['#b8702a', '#f0d6a8', '#5a2a08']),
          'stroke-width': 2,
          'stroke-linecap': 'round',
        }),
      );
  }
  return g(out, { transform: at(x, y, deg) });
}

function dadarGulung(r: Rng): string {
  const food =
    pandan(250, 170, 200, 20) +
    dadar(r, 350, 220, 250, 92, -8) +
    dadar(r, 360, 330, 250, 92, -8) +
    dadar(r, 390, 440, 220, 90, -8, true) +
    scatter(r, 560, 440, 30, 20, 18, (x, y) =>
      path(`M${n(x)} ${n(y)}l${n(rand(r, -4, 4))} ${n(rand(r, -5, 5))}`, {
        stroke: pick(r, ['#8a4a18', '#c48a48']),
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
      }),
    );
  return plate(370, 320, 236, 'white') + raised(food);
}

/** Pisang goreng: a plump banana in crisp golden batter; `cut` shows the soft fruit inside. */
export function pisang(
  r: Rng,
  x: number,
  y: number,
  len: number,
  deg: number,
  cut = false,
): string {
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const sx = -len / 2 + t * len;
    const sy = -Math.sin(Math.PI * t) * len * 0.07;
    const w = len * 0.2 * (0.62 + 0.38 * Math.sin(Math.PI * t)) * (1 + rand(r, -0.06, 0.06));
    top.push([sx, sy - w]);
    bottom.unshift([sx, sy + w]);
  }
  const outline = [...top, ...bottom];
  const d = smooth(outline);
  const lace = outline
    .map(([a, b]) =>
      path(blob(r, a, b, rand(r, 7, 12), rand(r, 6, 9), 7, 0.2), {
        fill: pick(r, ['#c07a26', '#d99a40', '#a8621a']),
      }),
    )
    .join('');
  const crumbs =
    scatter(r, 0, -len * 0.04, len * 0.48, len * 0.17, 26, (a, b) =>
      path(blob(r, a, b, rand(r, 6, 14), rand(r, 4, 9), 6, 0.3), {
        fill: pick(r, ['#f2c46c', '#b86e1e']),
        opacity: 0.55,
      }),
    ) +
    scatter(r, 0, -len * 0.04, len * 0.48, len * 0.17, 40, (a, b) =>
      circle(a, b, rand(r, 1.5, 3.5), { fill: pick(r, ['#f6cf7a', '#9a5414']), opacity: 0.8 }),
    );
  const inside = cut
    ? ellipse(len * 0.5, -len * 0.02, len * 0.08, len * 0.17, { fill: '#d08a2c' }) +
      ellipse(len * 0.5, -len * 0.02, len * 0.06, len * 0.14, { fill: '#f4c85a' }) +
      ellipse(len * 0.5, -len * 0.02, len * 0.025, len * 0.07, { fill: '#e0a83a' })
    : '';
  return g(
    lace +
      lit(d, '#cf8628', true) +
      clip(
        path(d),
        crumbs + path(d, { fill: 'none', stroke: '#8a4a12', 'stroke-width': 8, opacity: 0.35 }),
      ) +
      path(
        `M${n(-len * 0.3)} ${n(-len * 0.13)}Q0 ${n(-len * 0.22)} ${n(len * 0.3)} ${n(-len * 0.13)}`,
        {
          stroke: '#fde7b0',
          'stroke-width': 5,
          fill: 'none',
          opacity: 0.55,
          'stroke-linecap': 'round',
        },
      ) +
      inside,
    { transform: at(x, y, deg) },
  );
}

function pisangGoreng(r: Rng): string {
  const paper =
    path('M195 150L545 125L565 475L185 495Z', { fill: '#f6eedd' }) +
    path('M195 150L545 125L565 475L185 495Z', { fill: 'url(#lit)', opacity: 0.5 }) +
    scatter(r, 380, 310, 150, 150, 12, (x, y) =>
      circle(x, y, rand(r, 8, 18), { fill: '#d8a24a', opacity: 0.18 }),
    );
  const food =
    pisang(r, 330, 200, 210, -22) +
    pisang(r, 345, 285, 215, -18) +
    pisang(r, 360, 372, 210, -22) +
    pisang(r, 385, 455, 190, -16, true);
  return plate(370, 310, 236, 'enamel') + raised(paper) + raised(food);
}

/** Lemper: sticky rice wrapped in banana leaf, pinned with a lidi stick. */
export function lemper(
  r: Rng,
  x: number,
  y: number,
  len: number,
  deg: number,
  open = false,
): string {
  const w = len * 0.42;
  if (open) {
    const abon = scatter(r, len * 0.42, 0, w * 0.18, w * 0.22, 24, (a, b) =>
      path(`M${n(a)} ${n(b)}l${n(rand(r, -4, 4))} ${n(rand(r, -4, 4))}`, {
        stroke: pick(r, ['#a0561e', '#c4782e', '#7a3a10']),
        'stroke-width': 2.4,
        'stroke-linecap': 'round',
      }),
    );
    const sheet = `M${n(-len * 0.7)} ${n(-w)}L${n(len * 0.6)} ${n(-w * 0.9)}L${n(len * 0.7)} ${n(w)}L${n(-len * 0.6)} ${n(w * 1.05)}Z`;
    const ribs = [-0.7, -0.35, 0, 0.35, 0.7]
      .map((k) =>
        path(`M${n(-len * 0.7)} ${n(w * k)}L${n(len * 0.7)} ${n(w * k - 6)}`, {
          stroke: '#a9cc80',
          'stroke-width': 1.5,
          opacity: 0.6,
        }),
      )
      .join('');
    return g(
      path(sheet, { fill: '#79a44e' }) +
        clip(path(sheet), ribs) +
        path(sheet, { fill: 'url(#lit)' }) +
        rect(-len / 2, -w / 2, len, w, { rx: w * 0.4, fill: '#fbf7ec' }) +
        scatter(r, 0, 0, len * 0.45, w * 0.4, 60, (a, b) =>
          ellipse(a, b, 4, 2, {
            fill: '#ffffff',
            stroke: '#e6dcc6',
            'stroke-width': 0.8,
            transform: `rotate(${n(rand(r, 0, 180))} ${n(a)} ${n(b)})`,
          }),
        ) +
        ellipse(len * 0.42, 0, w * 0.26, w * 0.42, { fill: '#f3ead6' }) +
        ellipse(len * 0.42, 0, w * 0.17, w * 0.26, { fill: '#8a4414' }) +
        abon +
        rect(-len / 2, -w / 2, len, w, { rx: w * 0.4, fill: 'url(#dome)' }),
      { transform: at(x, y, deg) },
    );
  }
  const veins = scatter(r, 0, 0, len * 0.5, w * 0.5, 10, (a, b) =>
    path(`M${n(a - 20)} ${n(b)}L${n(a + 20)} ${n(b)}`, {
      stroke: '#9fd07a',
      'stroke-width': 1.5,
      opacity: 0.5,
    }),
  );
  return g(
    rect(-len / 2, -w / 2, len, w, { rx: w * 0.35, fill: '#6f9a45' }) +
      veins +
      path(`M${n(-len * 0.5)} ${n(w * 0.1)}L${n(len * 0.5)} ${n(w * 0.05)}`, {
        stroke: '#2f6a22',
        'stroke-width': 2,
      }) +
      path(
        `M${n(-len / 2)} ${n(-w / 2)}l${n(-len * 0.1)} ${n(-w * 0.1)}l${n(len * 0.06)} ${n(w * 0.7)}Z`,
        { fill: '#86ad5a' },
      ) +
      rect(-len / 2, -w / 2, len, w, { rx: w * 0.35, fill: 'url(#dome)' }) +
      [len * 0.4, -len * 0.4]
        .map(
          (lx) =>
            path(`M${n(lx)} ${n(-w * 0.62)}L${n(lx + 4)} ${n(w * 0.62)}`, {
              stroke: '#2a1206',
              'stroke-width': 5,
              opacity: 0.25,
              transform: 'translate(2 3)',
            }) +
            path(`M${n(lx)} ${n(-w * 0.62)}L${n(lx + 4)} ${n(w * 0.62)}`, {
              stroke: '#ead6a6',
              'stroke-width': 4,
              'stroke-linecap': 'round',
            }),
        )
        .join(''),
    { transform: at(x, y, deg) },
  );
}

function lempers(r: Rng): string {
  const food =
    lemper(r, 355, 210, 250, -10) +
    lemper(r, 370, 318, 250, -4) +
    lemper(r, 395, 430, 230, -8, true);
  return plate(370, 320, 236, 'enamel') + raised(food);
}

export const jajanArt: Record<string, Art> = {
  klepon: { main: klepons },
  'dadar-gulung': { main: dadarGulung },
  'pisang-goreng': { main: pisangGoreng },
  'lemper-ayam': { main: lempers },
};
