import type { Rng } from './svg.ts';

/** One picture: the dish itself plus optional table props around it. */
export interface Art {
  main: (r: Rng) => string;
  props?: (r: Rng) => string;
}
