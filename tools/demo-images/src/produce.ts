/**
 * Fresh ingredients and garnishes: chili, shallot, lime, cucumber, herbs and
 * the vegetables of the soups and stir-fries.
 */
import {
  blob,
  circle,
  ellipse,
  g,
  path,
  rect,
  line,
  n,
  type Rng,
  rand,
  pick,
  leafPath,
  turn,
} from './svg.ts';
import { lit, shine, scatter } from './scene.ts';

const at = (x: number, y: number, deg = 0): string =>
  `translate(${n(x)} ${n(y)}) rotate(${n(deg)})`;

/** Cross-section of a chili: red (or green) ring with seeds. */
export function chiliSlice(r: Rng, x: number, y: number, s: number, color = '#d42a1b'): string {
  let seeds = '';
  for (let i = 0; i < 4; i++) {
    const [a, b] = turn([x + s * 0.3, y], x, y, rand(r, 0, 360));
    seeds += ellipse(a, b, s * 0.16, s * 0.1, { fill: '#f8e7b0' });
  }
  return (
    circle(x, y, s, { fill: color }) +
    circle(x, y, s * 0.66, { fill: color === '#d42a1b' ? '#f26a4c' : '#9cc25a' }) +
    seeds +
    circle(x, y, s, { fill: 'url(#dome)' })
  );
}

/** Whole bird's-eye chili (cabai rawit) with its stem. */
export function rawit(x: number, y: number, len: number, deg: number, color = '#d8261a'): string {
  const d = leafPath(0, 0, len, len * 0.11, 0, 0.3);
  return g(
    lit(d, color, true) +
      path(
        `M${n(len * 0.15)} ${n(-len * 0.05)}Q${n(len * 0.5)} ${n(-len * 0.13)} ${n(len * 0.8)} ${n(-len * 0.02)}`,
        { stroke: '#fff', 'stroke-width': 2, fill: 'none', opacity: 0.55 },
      ) +
      path(`M0 0Q${n(-len * 0.18)} ${n(-len * 0.05)} ${n(-len * 0.28)} ${n(-len * 0.16)}`, {
        stroke: '#4f7a22',
        'stroke-width': 4,
        fill: 'none',
        'stroke-linecap': 'round',
      }) +
      ellipse(len * 0.02, 0, len * 0.06, len * 0.1, { fill: '#5f8f2a' }),
    { transform: at(x, y, deg) },
  );
}

/** Shallot slice: pink-purple concentric rings. */
export function shallot(x: number, y: number, s: number): string {
  return (
    circle(x, y, s, { fill: '#b9507a' }) +
    circle(x, y, s * 0.82, { fill: '#f3dbe3' }) +
    circle(x, y, s * 0.64, { fill: '#d27a9c' }) +
    circle(x, y, s * 0.5, { fill: '#f6e3ea' }) +
    circle(x, y, s * 0.3, { fill: '#dc8fab' }) +
    circle(x, y, s, { fill: 'url(#dome)' })
  );
}

/** Crispy fried shallot flakes (bawang goreng). */
export function bawangGoreng(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
): string {
  return scatter(r, cx, cy, rx, ry, count, (x, y) => {
    const a = rand(r, 0, 6.28);
    return path(
      `M${n(x)} ${n(y)}q${n(Math.cos(a) * 5)} ${n(Math.sin(a) * 5)} ${n(Math.cos(a + 1) * 8)} ${n(Math.sin(a + 1) * 8)}`,
      {
        stroke: pick(r, ['#a0561c', '#c47a2e', '#7a3a10']),
        'stroke-width': 2.6,
        fill: 'none',
        'stroke-linecap': 'round',
      },
    );
  });
}

/** Citrus half seen from the cut side; lime by default, orange with other colours. */
export function citrusHalf(
  x: number,
  y: number,
  s: number,
  rind = '#5f9a2c',
  flesh = '#d6e57a',
  pith = '#eef3c4',
): string {
  let seg = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    seg += line(
      x + Math.cos(a) * s * 0.12,
      y + Math.sin(a) * s * 0.12,
      x + Math.cos(a) * s * 0.82,
      y + Math.sin(a) * s * 0.82,
      { stroke: pith, 'stroke-width': s * 0.05 },
    );
  }
  return (
    circle(x, y, s, { fill: rind }) +
    circle(x, y, s * 0.9, { fill: pith }) +
    circle(x, y, s * 0.84, { fill: flesh }) +
    seg +
    circle(x, y, s * 0.12, { fill: pith }) +
    circle(x, y, s, { fill: 'url(#dome)' }) +
    shine(x, y, s, s, 0.6)
  );
}

/** Lime wedge lying on its side. */
export function limeWedge(x: number, y: number, s: number, deg: number): string {
  const d = `M${n(-s)} 0A${n(s)} ${n(s * 0.62)} 0 0 1 ${n(s)} 0Z`;
  return g(
    lit(d, '#5f9a2c', true) +
      path(`M${n(-s * 0.86)} 0A${n(s * 0.86)} ${n(s * 0.48)} 0 0 1 ${n(s * 0.86)} 0Z`, {
        fill: '#d6e57a',
      }) +
      path(`M${n(-s * 0.86)} -2L${n(s * 0.86)} -2`, { stroke: '#eef3c4', 'stroke-width': 4 }) +
      path(
        `M0 0L${n(-s * 0.5)} ${n(-s * 0.36)}M0 0L${n(s * 0.5)} ${n(-s * 0.36)}M0 0L0 ${n(-s * 0.46)}`,
        { stroke: '#eef3c4', 'stroke-width': 2.5 },
      ),
    { transform: at(x, y, deg) },
  );
}

/** Cucumber slice with seed ring. */
export function cucumber(r: Rng, x: number, y: number, s: number): string {
  const seeds = scatter(r, x, y, s * 0.42, s * 0.42, 7, (a, b) =>
    ellipse(a, b, s * 0.08, s * 0.05, {
      fill: '#f4f8dc',
      transform: `rotate(${n(rand(r, 0, 180))} ${n(a)} ${n(b)})`,
    }),
  );
  return (
    circle(x, y, s, { fill: '#2e6a22' }) +
    circle(x, y, s * 0.9, { fill: '#cfe6a0' }) +
    circle(x, y, s * 0.5, { fill: '#b8d884' }) +
    seeds +
    circle(x, y, s, { fill: 'url(#lit)' })
  );
}

/** Herb sprig (kemangi / basil): a stem with paired oval leaves. */
export function sprig(
  r: Rng,
  x: number,
  y: number,
  len: number,
  deg: number,
  color = '#4c8f33',
): string {
  let leaves = '';
  for (let i = 0; i < 3; i++) {
    const t = 0.3 + i * 0.25;
    const s = len * (0.5 - i * 0.08);
    for (const side of [-1, 1]) {
      const d = leafPath(len * t, 0, s, s * 0.45, side * rand(r, 35, 55));
      leaves +=
        lit(d, i % 2 ? color : '#5aa13c') +
        path(leafPath(len * t, 0, s * 0.9, 0.5, side * 50), {
          fill: 'none',
          stroke: '#a6d27c',
          'stroke-width': 1,
          opacity: 0.7,
        });
    }
  }
  const tip = leafPath(len, 0, len * 0.3, len * 0.12, 0);
  return g(
    line(0, 0, len, 0, { stroke: '#5d8a2e', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      leaves +
      lit(tip, '#6ab24a'),
    { transform: at(x, y, deg) },
  );
}

/** Loose leaf (lettuce, cabbage, salam…). */
export function leaf(
  x: number,
  y: number,
  len: number,
  wid: number,
  deg: number,
  color: string,
  vein = '#ffffff',
): string {
  return (
    lit(leafPath(x, y, len, wid, deg, 0.1), color, true) +
    path(leafPath(x, y, len * 0.92, 0.6, deg, 0.1), {
      fill: 'none',
      stroke: vein,
      'stroke-width': 1.8,
      opacity: 0.45,
    })
  );
}

/** Crinkly blanched cabbage piece with pale veins. */
export function cabbage(r: Rng, x: number, y: number, s: number, color = '#cfe6a0'): string {
  const d = blob(r, x, y, s, s * 0.75, 11, 0.18, rand(r, 0, 180));
  const a = rand(r, 0, 6.28);
  let veins = '';
  for (let i = -1; i <= 1; i++)
    veins += path(
      `M${n(x)} ${n(y)}l${n(Math.cos(a + i * 0.6) * s * 0.8)} ${n(Math.sin(a + i * 0.6) * s * 0.6)}`,
      { stroke: '#f6fbe6', 'stroke-width': i ? 2 : 4, opacity: 0.8 },
    );
  return (
    lit(d, color, true) +
    veins +
    path(d, { fill: 'none', stroke: '#8fbf5a', 'stroke-width': 2, opacity: 0.6 })
  );
}

/** A stick of long bean (or any tube-shaped veg). */
export function bean(
  x: number,
  y: number,
  len: number,
  deg: number,
  color = '#4f9a34',
  w = 11,
): string {
  return g(
    line(0, 0, len, 0, { stroke: color, 'stroke-width': w, 'stroke-linecap': 'round' }) +
      line(2, -w * 0.22, len - 3, -w * 0.22, {
        stroke: '#ffffff',
        'stroke-width': w * 0.18,
        'stroke-linecap': 'round',
        opacity: 0.4,
      }) +
      line(0, w * 0.25, len, w * 0.25, {
        stroke: '#1e3a10',
        'stroke-width': w * 0.22,
        'stroke-linecap': 'round',
        opacity: 0.25,
      }),
    { transform: at(x, y, deg) },
  );
}

/** Piece of corn on the cob lying on its side. */
export function corn(x: number, y: number, w: number, h: number, deg: number): string {
  let k = '';
  for (let i = 0; i < w / 9 - 1; i++)
    for (let j = 0; j < h / 8 - 1; j++) {
      k += rect(-w / 2 + 4 + i * 9, -h / 2 + 3 + j * 8, 8, 7, {
        rx: 3,
        fill: j % 2 ? '#f7d24a' : '#f3c232',
      });
    }
  return g(
    rect(-w / 2, -h / 2, w, h, { rx: 10, fill: '#d9a21e' }) +
      k +
      rect(-w / 2, -h / 2, w, h, { rx: 10, fill: 'url(#dome)' }),
    { transform: at(x, y, deg) },
  );
}

/** Chunk of a soft vegetable (labu siam, potato…) with a paler cut face. */
export function chunk(r: Rng, x: number, y: number, s: number, skin: string, face: string): string {
  const d = blob(r, x, y, s, s * 0.75, 6, 0.16, rand(r, 0, 180));
  const f = blob(r, x - 1, y - 1, s * 0.72, s * 0.52, 6, 0.12, rand(r, 0, 180));
  return (
    lit(d, skin, true) +
    path(f, { fill: face, opacity: 0.9 }) +
    path(d, { fill: 'url(#dome)', opacity: 0.6 })
  );
}

/** Eggplant piece: purple skin, cream flesh with seeds. */
export function eggplant(r: Rng, x: number, y: number, s: number, deg: number): string {
  const seeds = scatter(r, 0, s * 0.1, s * 0.6, s * 0.25, 8, (a, b) =>
    circle(a, b, 1.6, { fill: '#b59a62' }),
  );
  return g(
    path(`M${n(-s)} 0A${n(s)} ${n(s * 0.6)} 0 0 0 ${n(s)} 0Z`, { fill: '#4e2152' }) +
      path(
        `M${n(-s * 0.84)} ${n(s * 0.02)}A${n(s * 0.84)} ${n(s * 0.42)} 0 0 0 ${n(s * 0.84)} ${n(s * 0.02)}Z`,
        { fill: '#e6d6ae' },
      ) +
      seeds +
      path(`M${n(-s)} 0A${n(s)} ${n(s * 0.6)} 0 0 0 ${n(s)} 0Z`, { fill: 'url(#lit)' }),
    { transform: at(x, y, deg) },
  );
}

/** Melinjo nuts: little glossy red/orange/yellow ovals. */
export function melinjo(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
): string {
  return scatter(r, cx, cy, rx, ry, count, (x, y) => {
    const deg = rand(r, 0, 180);
    return (
      ellipse(x, y, 8, 5.5, {
        fill: pick(r, ['#d8401f', '#ef8a2a', '#f2b632', '#c5301a']),
        transform: `rotate(${n(deg)} ${n(x)} ${n(y)})`,
      }) +
      ellipse(x, y, 8, 5.5, { fill: 'url(#dome)', transform: `rotate(${n(deg)} ${n(x)} ${n(y)})` })
    );
  });
}

/** Bean sprouts: pale curls with yellow heads. */
export function sprouts(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
): string {
  return scatter(r, cx, cy, rx, ry, count, (x, y) => {
    const a = rand(r, 0, 6.28);
    const x2 = x + Math.cos(a) * 26;
    const y2 = y + Math.sin(a) * 26;
    return (
      path(
        `M${n(x)} ${n(y)}Q${n(x + Math.cos(a + 0.6) * 16)} ${n(y + Math.sin(a + 0.6) * 16)} ${n(x2)} ${n(y2)}`,
        { stroke: '#f6f1dc', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' },
      ) + ellipse(x, y, 4, 3, { fill: '#e8d77a' })
    );
  });
}

/** Slice of ginger: pale fibrous disc with a brown skin edge. */
export function ginger(r: Rng, x: number, y: number, s: number): string {
  const d = blob(r, x, y, s, s * 0.8, 8, 0.14);
  return (
    lit(d, '#b98a4c') +
    path(blob(r, x, y, s * 0.86, s * 0.68, 8, 0.08), { fill: '#f2da8e' }) +
    circle(x, y, s * 0.45, { fill: 'none', stroke: '#e2c070', 'stroke-width': 2 }) +
    path(d, { fill: 'url(#dome)', opacity: 0.6 })
  );
}

/** Lemongrass (serai): a bruised stalk, or `rings` for thin slices. */
export function serai(x: number, y: number, len: number, deg: number): string {
  return g(
    rect(0, -9, len, 18, { rx: 8, fill: '#cfdc9a' }) +
      rect(len * 0.55, -9, len * 0.45, 18, { rx: 8, fill: '#9fbf5a' }) +
      line(4, -3, len - 6, -3, { stroke: '#f4f6dc', 'stroke-width': 2 }) +
      line(4, 4, len - 6, 4, { stroke: '#9aa860', 'stroke-width': 1.5 }) +
      rect(0, -9, len, 18, { rx: 8, fill: 'url(#lit)' }),
    { transform: at(x, y, deg) },
  );
}
export const seraiRing = (x: number, y: number, s: number): string =>
  circle(x, y, s, { fill: '#e9efc4', stroke: '#b7c77a', 'stroke-width': 1.5 }) +
  circle(x, y, s * 0.5, { fill: 'none', stroke: '#c9d690', 'stroke-width': 1.2 });
