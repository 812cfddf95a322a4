/**
 * Category pictures: compositions that reuse the dish drawings (scaled and
 * moved) so a category looks like a spread of its own menu.
 */
import { g, rect, path, n, type Rng, makeRng, rand } from './svg.ts';
import { raised, shadow } from './scene.ts';
import { tampah } from './vessels.ts';
import { mark } from './logo.ts';
import { riceArt } from './dishes-rice.ts';
import { laukArt } from './dishes-lauk.ts';
import { sayurArt } from './dishes-sayur.ts';
import { klepon, dadar, lemper, pisang, pandan } from './dishes-jajan.ts';
import { esTeh, esJeruk } from './dishes-drinks.ts';
import { tumpeng } from './dishes-catering.ts';
import { citrusHalf } from './produce.ts';
import { cutlery, chilies, wholeShallot } from './props.ts';
import type { Art } from './types.ts';

/** Redraws a dish's main drawing (composed around 370,300) at (x, y) and scale s. */
function place(
  art: Art | undefined,
  seed: string,
  x: number,
  y: number,
  s: number,
  cx = 370,
  cy = 300,
): string {
  if (!art) return '';
  return g(art.main(makeRng(seed)), {
    transform: `translate(${n(x)} ${n(y)}) scale(${n(s)}) translate(${-cx} ${-cy})`,
  });
}

/** A closed nasi-box carton with the stamped mark on its lid. */
function closedBox(x: number, y: number, w: number, h: number, deg: number): string {
  const body =
    rect(x, y, w, h, { rx: 6, fill: '#fbf7ef', stroke: '#d6c7ae', 'stroke-width': 1.5 }) +
    rect(x, y, w, h, { rx: 6, fill: 'url(#lit)', opacity: 0.6 }) +
    path(`M${x + 14} ${y + 14}h${w - 28}v${h - 28}h${-(w - 28)}Z`, {
      fill: 'none',
      stroke: '#e4d8c2',
      'stroke-width': 2,
    }) +
    path(`M${x} ${y + h * 0.7}h${w}`, { stroke: '#d6c7ae', 'stroke-width': 1.5 }) +
    mark(x + w / 2, y + h * 0.38, Math.min(w, h) * 0.32, 'carton');
  return g(shadow(rect(x, y, w, h, { rx: 6 }), 12, 16) + body, {
    transform: `rotate(${n(deg)} ${n(x + w / 2)} ${n(y + h / 2)})`,
  });
}

function nasiBox(r: Rng): string {
  return (
    closedBox(520, 60, 260, 190, 8) +
    closedBox(540, 300, 250, 185, -6) +
    place(riceArt['nasi-box-ayam-goreng-kremes'], 'cat-box', 300, 330, 0.82, 385, 315) +
    chilies(r, 60, 470)
  );
}

function laukPauk(r: Rng): string {
  return (
    place(laukArt['rendang-sapi'], 'cat-rendang', 590, 175, 0.56) +
    place(laukArt['ayam-bakar-kecap'], 'cat-ayam', 210, 190, 0.58) +
    place(laukArt['ikan-nila-sambal-matah'], 'cat-ikan', 420, 430, 0.58, 380, 305) +
    wholeShallot(740, 420, 24, 20) +
    chilies(r, 60, 420)
  );
}

function sayur(): string {
  return (
    place(sayurArt['tumis-kangkung'], 'cat-kangkung', 610, 200, 0.55) +
    place(sayurArt['sayur-asem'], 'cat-asem', 220, 200, 0.6) +
    place(sayurArt['sayur-lodeh'], 'cat-lodeh', 440, 430, 0.6) +
    cutlery(720, 400, 8) +
    wholeShallot(90, 470, 24, -10)
  );
}

function jajanan(r: Rng): string {
  const lapis = (x: number, y: number, deg: number): string =>
    g(
      [0, 1, 2, 3, 4]
        .map((i) => rect(-34, -30 + i * 12, 68, 12, { fill: i % 2 ? '#fdf3e6' : '#d2416a' }))
        .join('') + rect(-34, -30, 68, 60, { fill: 'url(#lit)' }),
      { transform: `translate(${x} ${y}) rotate(${deg})` },
    );
  const kue =
    klepon(r, 300, 170, 40) +
    klepon(r, 380, 160, 40) +
    klepon(r, 335, 235, 40, true) +
    dadar(r, 510, 170, 170, 62, 10) +
    dadar(r, 530, 245, 170, 62, 5, true) +
    lemper(r, 245, 340, 150, 80) +
    lemper(r, 320, 370, 150, 85, true) +
    lapis(435, 320, -10) +
    lapis(530, 350, 8) +
    pisang(r, 420, 440, 170, -15) +
    pisang(r, 450, 510, 160, -8);
  return tampah(400, 310, 285, false) + raised(pandan(120, 110, 200, 30) + kue);
}

function minuman(): string {
  return (
    raised(
      citrusHalf(120, 470, 60, '#f28a12', '#f9a832', '#ffe6b0') +
        citrusHalf(190, 520, 50, '#f28a12', '#f9a832', '#ffe6b0') +
        pandan(600, 520, 200, -15),
    ) +
    esTeh(makeRng('cat-teh'), 560, 240, 0.88) +
    esJeruk(makeRng('cat-jeruk'), 260, 320, 0.88)
  );
}

function catering(r: Rng): string {
  let boxes = '';
  for (let i = 0; i < 3; i++)
    boxes += closedBox(560 + rand(r, -6, 6), 20 + i * 34, 210, 150, rand(r, -5, 5));
  return (
    boxes +
    place(riceArt['nasi-box-rendang'], 'cat-box2', 640, 430, 0.5, 385, 315) +
    tumpeng(makeRng('cat-tumpeng'), 290, 300, 250)
  );
}

export const categoryArt: Record<string, Art> = {
  'nasi-box': { main: nasiBox },
  'lauk-pauk': { main: laukPauk },
  sayur: { main: sayur },
  'jajanan-pasar': { main: jajanan },
  minuman: { main: minuman },
  'paket-catering': { main: catering },
};
