/**
 * Table props that sit beside the plates: cutlery, whole shallots and chilies,
 * leaves — the same few objects recur so the set feels like one photo shoot.
 */
import { ellipse, g, path, rect, n, type Rng, rand } from './svg.ts';
import { lit, shadow } from './scene.ts';
import { rawit } from './produce.ts';

/** Spoon and fork lying side by side, handles toward the bottom. */
export function cutlery(x: number, y: number, deg = 0): string {
  const spoon = ellipse(0, 0, 26, 36) + rect(-6, 30, 12, 170, { rx: 6 });
  const fork = path('M-22 -30h8v40h5v-40h8v40h5v-40h8v52q0 16 -12 20v140h-10v-140q-12 -4 -12 -20z');
  const metal = (d: string): string => g(d, { fill: '#c9ccd1' });
  const tip = `translate(${n(x)} ${n(y)}) rotate(${n(deg)})`;
  return (
    shadow(g(spoon + g(fork, { transform: 'translate(72 0)' }), { transform: tip }), 8, 10, 0.35) +
    g(
      metal(spoon) +
        ellipse(0, 2, 20, 29, { fill: '#aeb2b9' }) +
        ellipse(-7, -8, 6, 16, { fill: '#fff', opacity: 0.6 }) +
        rect(-2, 40, 3, 150, { fill: '#fff', opacity: 0.55 }) +
        g(metal(fork) + rect(-2, 30, 3, 160, { fill: '#fff', opacity: 0.55 }), {
          transform: 'translate(72 0)',
        }),
      { transform: tip },
    )
  );
}

/** Whole shallot with papery skin. */
export function wholeShallot(x: number, y: number, s: number, deg: number): string {
  const d = `M0 ${n(-s)}C${n(s * 0.25)} ${n(-s * 0.6)} ${n(s * 0.8)} ${n(-s * 0.3)} ${n(s * 0.75)} ${n(s * 0.25)}C${n(s * 0.7)} ${n(s * 0.75)} ${n(-s * 0.7)} ${n(s * 0.75)} ${n(-s * 0.75)} ${n(s * 0.25)}C${n(-s * 0.8)} ${n(-s * 0.3)} ${n(-s * 0.25)} ${n(-s * 0.6)} 0 ${n(-s)}Z`;
  return g(
    shadow(path(d), 4, 6, 0.35) +
      lit(d, '#a8405a', true) +
      path(`M${n(-s * 0.3)} ${n(-s * 0.4)}Q0 ${n(s * 0.1)} ${n(-s * 0.1)} ${n(s * 0.6)}`, {
        stroke: '#e6a0a8',
        'stroke-width': 1.5,
        fill: 'none',
        opacity: 0.7,
      }) +
      path(
        `M${n(s * 0.25)} ${n(-s * 0.35)}Q${n(s * 0.3)} ${n(s * 0.1)} ${n(s * 0.2)} ${n(s * 0.6)}`,
        { stroke: '#5e1a2e', 'stroke-width': 1.5, fill: 'none', opacity: 0.5 },
      ) +
      path(`M0 ${n(-s)}l${n(-s * 0.12)} ${n(-s * 0.35)}`, {
        stroke: '#d9b48a',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(deg)})` },
  );
}

/** A couple of loose chilies, shadowed. */
export function chilies(r: Rng, x: number, y: number, count = 2): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = x + i * 16;
    const cy = y + i * 22;
    const deg = rand(r, -30, 30) + 70;
    const col = i % 2 ? '#3f8a26' : '#d8261a';
    out += shadow(rawit(cx, cy, 64, deg, col), 3, 5, 0.35) + rawit(cx, cy, 64, deg, col);
  }
  return out;
}
