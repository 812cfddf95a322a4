/** Minuman: es teh manis, es jeruk, es cendol and wedang jahe — glasses seen from above. */
import { blob, circle, g, path, rect, n, type Rng, rand, pick } from './svg.ts';
import { raised, scatter, lit } from './scene.ts';
import { glass, ice, straw, coaster, mug, plate, bowl } from './vessels.ts';
import { citrusHalf, ginger, serai, leaf } from './produce.ts';
import { pandan } from './dishes-jajan.ts';
import type { Art } from './types.ts';

const ices = (r: Rng, cx: number, cy: number, rad: number, count: number): string =>
  scatter(r, cx, cy, rad, rad, count, (x, y) => ice(x, y, rand(r, 38, 52), rand(r, 0, 90)));

/** Es teh manis: deep amber jasmine tea over ice. */
export function esTeh(r: Rng, cx = 380, cy = 300, s = 1): string {
  const R = 150 * s;
  const inside =
    circle(cx, cy, R * 0.9, { fill: '#c0601a', opacity: 0.6 }) +
    ices(r, cx, cy, R * 0.6, 6) +
    circle(cx - R * 0.3, cy - R * 0.3, R * 0.35, {
      fill: '#e8903a',
      opacity: 0.35,
      filter: 'url(#soft)',
    });
  return (
    coaster(cx, cy, R * 1.22) +
    glass(cx, cy, R, '#8e3a0c', inside) +
    straw(cx + R * 0.15, cy - R * 0.1, cx + R * 1.05, cy - R * 0.85)
  );
}

function esTehScene(r: Rng): string {
  const flower = (x: number, y: number, s: number): string =>
    [0, 72, 144, 216, 288]
      .map((a) => leaf(x, y, s, s * 0.36, a + x, '#fbf6ea', '#e8dcc0'))
      .join('') + circle(x, y, s * 0.22, { fill: '#f2d36a' });
  const sugar =
    plate(130, 440, 70, 'white') +
    scatter(r, 130, 440, 40, 40, 9, (x, y) =>
      rect(x - 11, y - 11, 22, 22, {
        rx: 3,
        fill: '#fffdf6',
        stroke: '#e2dccd',
        'stroke-width': 1.5,
        transform: `rotate(${n(rand(r, 0, 90))} ${n(x)} ${n(y)})`,
      }),
    );
  return (
    raised(
      sugar +
        leaf(150, 170, 70, 22, -20, '#3f7a26') +
        flower(140, 190, 30) +
        flower(180, 150, 26) +
        flower(110, 140, 24),
    ) + esTeh(r)
  );
}

/** Es jeruk: fresh orange juice with ice and an orange wheel. */
export function esJeruk(r: Rng, cx = 380, cy = 300, s = 1): string {
  const R = 150 * s;
  const inside =
    circle(cx, cy, R * 0.9, { fill: '#fbb13a', opacity: 0.5 }) +
    ices(r, cx - R * 0.15, cy + R * 0.1, R * 0.5, 4) +
    citrusHalf(cx - R * 0.2, cy - R * 0.35, R * 0.42, '#f28a12', '#f9a832', '#ffe6b0') +
    scatter(r, cx, cy, R * 0.8, R * 0.8, 14, (x, y) =>
      circle(x, y, rand(r, 2, 4), { fill: '#fff', opacity: 0.6 }),
    );
  return (
    coaster(cx, cy, R * 1.22) +
    glass(cx, cy, R, '#f08a14', inside) +
    straw(cx + R * 0.15, cy - R * 0.1, cx + R * 1.05, cy - R * 0.85, '#3f8a2e')
  );
}

function esJerukScene(r: Rng): string {
  return (
    raised(
      citrusHalf(130, 440, 62, '#f28a12', '#f9a832', '#ffe6b0') +
        citrusHalf(170, 170, 56, '#f28a12', '#f9a832', '#ffe6b0') +
        leaf(210, 120, 60, 18, -30, '#3f7a26'),
    ) + esJeruk(r)
  );
}

/** Green cendol jelly strands scattered in an ellipse. */
function cendolWorms(r: Rng, cx: number, cy: number, rad: number, count: number): string {
  return scatter(r, cx, cy, rad, rad, count, (x, y) => {
    const a = rand(r, 0, 6.28);
    const d = `M${n(x)} ${n(y)}q${n(Math.cos(a + 0.8) * 10)} ${n(Math.sin(a + 0.8) * 10)} ${n(Math.cos(a) * 22)} ${n(Math.sin(a) * 22)}`;
    return (
      path(d, { stroke: '#3f8a2a', 'stroke-width': 11, fill: 'none', 'stroke-linecap': 'round' }) +
      path(d, {
        stroke: '#8fd060',
        'stroke-width': 4,
        fill: 'none',
        'stroke-linecap': 'round',
        transform: 'translate(-1.5 -2)',
      })
    );
  });
}

/** Es cendol: green pandan cendol in coconut milk, marbled with palm-sugar syrup, over ice. */
export function esCendol(r: Rng, cx = 380, cy = 300, s = 1): string {
  const R = 150 * s;
  let syrup = '';
  for (let i = 0; i < 7; i++) {
    const a = rand(r, 0, 6.28);
    const x = cx + Math.cos(a) * R * 0.4;
    const y = cy + Math.sin(a) * R * 0.4;
    syrup += path(
      `M${n(x)} ${n(y)}c${n(R * 0.3)} ${n(-R * 0.3)} ${n(R * 0.5)} ${n(R * 0.2)} ${n(R * 0.2)} ${n(R * 0.4)}s${n(-R * 0.5)} ${n(-R * 0.1)} ${n(-R * 0.4)} ${n(R * 0.1)}`,
      {
        stroke: pick(r, ['#7a3410', '#9a4a18', '#5e2408']),
        'stroke-width': rand(r, 18, 30),
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 0.7,
        transform: `rotate(${n(rand(r, 0, 360))} ${n(x)} ${n(y)})`,
      },
    );
  }
  const inside =
    circle(cx, cy, R, { fill: '#f7eedb' }) +
    g(syrup, { filter: 'url(#soft2)' }) +
    ices(r, cx + R * 0.1, cy, R * 0.45, 3) +
    cendolWorms(r, cx, cy, R * 0.88, 70);
  return (
    coaster(cx, cy, R * 1.22) +
    glass(cx, cy, R, '#f3e6c8', inside) +
    straw(cx + R * 0.15, cy + R * 0.1, cx + R * 1.05, cy - R * 0.75)
  );
}

function esCendolScene(r: Rng): string {
  return (
    raised(pandan(90, 150, 220, 20) + pandan(100, 190, 200, 5)) +
    bowl(140, 450, 80, '#d9efc0', cendolWorms(r, 140, 450, 60, 26), 'cendol-bowl', false) +
    esCendol(r)
  );
}

/** Wedang jahe: warm ginger drink with lemongrass in a green enamel mug. */
export function wedangJahe(r: Rng, cx = 370, cy = 300, s = 1): string {
  const R = 140 * s;
  const inside =
    circle(cx - R * 0.2, cy - R * 0.2, R * 0.6, {
      fill: '#f0c060',
      opacity: 0.4,
      filter: 'url(#soft)',
    }) +
    ginger(r, cx - R * 0.25, cy + R * 0.2, R * 0.22) +
    ginger(r, cx + R * 0.3, cy - R * 0.15, R * 0.2) +
    ginger(r, cx + R * 0.05, cy + R * 0.45, R * 0.18) +
    serai(cx - R * 0.6, cy - R * 0.35, R * 1.7, 18);
  const steam = [0, 1, 2]
    .map((i) =>
      path(
        `M${n(cx - R * 0.4 + i * R * 0.4)} ${n(cy - R * 0.1)}c${n(-R * 0.2)} ${n(-R * 0.3)} ${n(R * 0.2)} ${n(-R * 0.5)} 0 ${n(-R * 0.85)}`,
        {
          stroke: '#fff',
          'stroke-width': R * 0.09,
          fill: 'none',
          opacity: 0.28,
          'stroke-linecap': 'round',
          filter: 'url(#soft2)',
        },
      ),
    )
    .join('');
  return (
    plate(cx, cy, R * 1.45, 'white') +
    mug(cx, cy, R, '#d08a2a', inside, r) +
    serai(cx + R * 0.2, cy - R * 0.5, R * 1.4, -40) +
    steam
  );
}

function wedangScene(r: Rng): string {
  const rootD = blob(r, 130, 440, 60, 30, 9, 0.3, -20);
  const root =
    lit(rootD, '#c8a066', true) +
    path(blob(r, 175, 420, 26, 18, 7, 0.3), { fill: '#c09058' }) +
    path(`M100 430q30 -8 60 4`, { stroke: '#8a6a3a', 'stroke-width': 1.5, fill: 'none' }) +
    ginger(r, 200, 480, 24);
  const sugar = scatter(r, 150, 170, 40, 30, 7, (x, y) =>
    path(blob(r, x, y, rand(r, 10, 15), rand(r, 8, 12), 5, 0.3), {
      fill: '#fbf3dc',
      stroke: '#e6d6a8',
      'stroke-width': 1.5,
      opacity: 0.95,
    }),
  );
  return raised(root + sugar) + wedangJahe(r);
}

export const drinkArt: Record<string, Art> = {
  'es-teh-manis': { main: esTehScene },
  'es-jeruk': { main: esJerukScene },
  'es-cendol': { main: esCendolScene },
  'wedang-jahe': { main: wedangScene },
};
