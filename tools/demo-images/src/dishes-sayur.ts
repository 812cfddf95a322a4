/** Sayur: sayur asem, sayur lodeh, gado-gado and tumis kangkung. */
import { blob, circle, ellipse, g, path, n, type Rng, rand, pick } from './svg.ts';
import { raised, scatter, spread } from './scene.ts';
import { plate, bowl } from './vessels.ts';
import { tempe, tofu, kerupuk, halfEgg } from './cooked.ts';
import {
  chiliSlice,
  leaf,
  bean,
  corn,
  chunk,
  eggplant,
  melinjo,
  sprouts,
  bawangGoreng,
  cabbage,
} from './produce.ts';
import { cutlery, wholeShallot, chilies } from './props.ts';
import type { Art } from './types.ts';

/** A soup's contents twice: a dimmed layer under the broth, a clear layer on top. */
function soup(
  r: Rng,
  draw: (r: Rng, cx: number, cy: number, rad: number) => string,
  broth: string,
): string {
  return (
    g(draw(r, 370, 300, 175), { opacity: 0.45 }) +
    g(path(`M0 0h800v600H0Z`, { fill: broth, opacity: 0.35 })) +
    g(draw(r, 370, 300, 150), { filter: 'url(#ds)' })
  );
}

type Piece = (q: Rng, x: number, y: number) => string;
/** Lays pieces out evenly: the i-th point gets kinds[i % kinds.length]. */
const arrange =
  (kinds: Piece[], count: number) =>
  (q: Rng, cx: number, cy: number, rad: number): string =>
    spread(q, cx, cy, rad, count)
      .map(([x, y], i) => (kinds[i % kinds.length] as Piece)(q, x, y))
      .join('');

/** Sayur asem: clear tamarind broth with corn, long beans, chayote and melinjo. */
function sayurAsem(r: Rng): string {
  const veg = arrange(
    [
      (q, x, y) => corn(x, y, rand(q, 95, 115), 52, rand(q, 0, 180)),
      (q, x, y) => bean(x - 40, y, rand(q, 75, 95), rand(q, -40, 40)),
      (q, x, y) => chunk(q, x, y, rand(q, 30, 38), '#9cc268', '#dcebb4'),
      (q, x, y) => melinjo(q, x, y, 30, 30, 4) + leaf(x, y, 34, 11, rand(q, 0, 360), '#4f8f2a'),
      (q, x, y) => bean(x, y - 40, rand(q, 75, 95), rand(q, 50, 130)),
      (q, x, y) =>
        melinjo(q, x, y, 26, 26, 3) +
        ellipse(x + 12, y + 10, 7, 5, { fill: '#e9c99a', stroke: '#b88a5a', 'stroke-width': 1 }),
    ],
    16,
  );
  return bowl(370, 300, 230, '#a04c22', soup(r, veg, '#a04c22'), 'asem');
}

/** Sayur lodeh: light coconut-milk broth with eggplant, chayote, beans and tempe. */
function sayurLodeh(r: Rng): string {
  const veg = arrange(
    [
      (q, x, y) => eggplant(q, x, y, rand(q, 40, 48), rand(q, 0, 360)),
      (q, x, y) =>
        chunk(q, x, y, rand(q, 28, 36), '#b4d27c', '#e6f0c0') + chiliSlice(q, x + 22, y - 18, 7),
      (q, x, y) => bean(x - 35, y, rand(q, 65, 85), rand(q, -50, 50), '#6aa23a'),
      (q, x, y) =>
        tempe(q, x, y, 42, 36, rand(q, 0, 90), '#c9a060') + chiliSlice(q, x - 25, y + 20, 7),
      (q, x, y) => leaf(x, y, 66, 19, rand(q, 0, 360), '#4a7a2a'),
      (q, x, y) => bean(x, y - 35, rand(q, 65, 85), rand(q, 50, 130), '#6aa23a'),
    ],
    17,
  );
  return bowl(370, 300, 230, '#eec46e', soup(r, veg, '#f3d48a'), 'lodeh');
}

/** Gado-gado: blanched veg, lontong, tofu, tempe and egg under peanut sauce. */
function gadoGado(r: Rng): string {
  let veg = '';
  for (let i = 0; i < 12; i++) {
    const a = i * 0.52 + rand(r, -0.2, 0.2);
    const d = rand(r, 110, 150);
    veg +=
      i % 3 === 2
        ? leaf(
            360 + Math.cos(a) * (d - 70),
            300 + Math.sin(a) * (d - 70),
            110,
            34,
            (a * 180) / Math.PI,
            pick(r, ['#3f7e26', '#2f6a1e']),
            '#a8d070',
          )
        : cabbage(
            r,
            360 + Math.cos(a) * d,
            300 + Math.sin(a) * d,
            rand(r, 48, 62),
            pick(r, ['#cfe6a0', '#bcdc86', '#dcedb8']),
          );
  }
  veg +=
    sprouts(r, 360, 300, 150, 150, 40) +
    bean(200, 250, 80, 40) +
    bean(480, 390, 80, 200) +
    bean(470, 190, 80, 130) +
    bean(230, 400, 70, -30);
  const lontong = (x: number, y: number): string =>
    circle(x, y, 32, { fill: '#8fbf5a' }) +
    circle(x, y, 28, { fill: '#f6f3e6' }) +
    circle(x, y, 28, { fill: 'url(#dome)', opacity: 0.5 });
  const items =
    lontong(250, 240) +
    lontong(230, 330) +
    lontong(470, 420) +
    lontong(290, 420) +
    tofu(455, 220, 46, 15) +
    tofu(500, 300, 42, -10) +
    tempe(r, 370, 450, 70, 34, -10) +
    tempe(r, 300, 170, 64, 32, 20);
  const sauceD = blob(r, 365, 300, 115, 92, 14, 0.3);
  const sauce =
    path(sauceD, { fill: '#c27328' }) +
    path(sauceD, { fill: 'url(#lit)' }) +
    path(blob(r, 350, 285, 80, 60, 10, 0.2), { fill: '#dc9444', opacity: 0.6 }) +
    scatter(r, 370, 305, 110, 85, 60, (x, y) =>
      circle(x, y, rand(r, 1.2, 3), { fill: pick(r, ['#8a4512', '#e8b060', '#6a300a']) }),
    ) +
    path('M300 250q40 -25 90 -10', {
      stroke: '#fff',
      'stroke-width': 6,
      fill: 'none',
      opacity: 0.45,
      'stroke-linecap': 'round',
    });
  const top =
    bawangGoreng(r, 370, 290, 95, 60, 40) +
    halfEgg(300, 250, 40, -40) +
    halfEgg(430, 355, 40, 25) +
    kerupuk(r, 520, 170, 60, 'putih') +
    scatter(r, 360, 280, 60, 40, 6, (x, y) => leaf(x, y, 14, 5, rand(r, 0, 360), '#3f8a26'));
  return plate(360, 300, 236, 'enamel') + raised(veg + items) + raised(sauce) + raised(top);
}

/** Tumis kangkung: glossy water spinach stems and arrow leaves with chili and garlic. */
function tumisKangkung(r: Rng): string {
  let stems = '';
  let leaves = '';
  for (let i = 0; i < 60; i++) {
    const x = 370 + rand(r, -140, 140);
    const y = 300 + rand(r, -120, 120);
    const a = rand(r, 0, 6.28);
    const len = rand(r, 50, 110);
    const x2 = x + Math.cos(a) * len;
    const y2 = y + Math.sin(a) * len;
    const d = `M${n(x)} ${n(y)}Q${n((x + x2) / 2 + rand(r, -20, 20))} ${n((y + y2) / 2 + rand(r, -20, 20))} ${n(x2)} ${n(y2)}`;
    stems +=
      path(d, {
        stroke: pick(r, ['#6e9e32', '#86b444', '#5a8a28']),
        'stroke-width': rand(r, 7, 10),
        fill: 'none',
        'stroke-linecap': 'round',
      }) +
      path(d, {
        stroke: '#e6f4b0',
        'stroke-width': 1.5,
        fill: 'none',
        opacity: 0.6,
        transform: 'translate(-1 -2)',
      });
  }
  for (let i = 0; i < 42; i++) {
    const x = 370 + rand(r, -150, 150);
    const y = 300 + rand(r, -130, 130);
    leaves += leaf(
      x,
      y,
      rand(r, 60, 90),
      rand(r, 14, 20),
      rand(r, 0, 360),
      pick(r, ['#2f6a1e', '#3f7e26', '#24561a']),
      '#a8d070',
    );
  }
  const bits =
    scatter(r, 370, 300, 150, 130, 22, (x, y) => chiliSlice(r, x, y, rand(r, 5, 8))) +
    scatter(r, 370, 300, 150, 130, 18, (x, y) =>
      ellipse(x, y, 6, 4, {
        fill: '#f6ecd0',
        stroke: '#d8c08a',
        'stroke-width': 1,
        transform: `rotate(${n(rand(r, 0, 180))} ${n(x)} ${n(y)})`,
      }),
    ) +
    scatter(r, 370, 300, 140, 120, 30, (x, y) =>
      circle(x, y, rand(r, 1.2, 2.6), { fill: '#fff', opacity: 0.8 }),
    );
  const sauce = path(blob(r, 370, 300, 175, 160, 12, 0.12), { fill: '#7a5218', opacity: 0.4 });
  return plate(370, 300, 236, 'white') + sauce + raised(stems + leaves + bits);
}

export const sayurArt: Record<string, Art> = {
  'sayur-asem': {
    main: sayurAsem,
    props: (r) => chilies(r, 70, 360) + wholeShallot(100, 190, 26, 10) + cutlery(690, 300, 8),
  },
  'sayur-lodeh': {
    main: sayurLodeh,
    props: (r) => chilies(r, 70, 360) + wholeShallot(100, 190, 26, -20) + cutlery(690, 300, 8),
  },
  'gado-gado': { main: gadoGado, props: (r) => chilies(r, 75, 350) + cutlery(690, 300, 8) },
  'tumis-kangkung': {
    main: tumisKangkung,
    props: (r) => chilies(r, 70, 360) + wholeShallot(100, 190, 26, 10) + cutlery(690, 300, 8),
  },
};
