// The run's settings, read once from the environment (docs/performance.md lists them).
import { accessSync, constants } from 'node:fs';
import { PAGES, type PageName } from './pages.ts';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

export interface PerfConfig {
  /** Lighthouse runs per page and preset; the table shows the median of each figure. */
  runs: number;
  /** Exit 1 when a target is missed (otherwise the run only reports). */
  strict: boolean;
  chromePath: string;
  pages: readonly PageName[];
  presets: readonly Preset[];
  /**
   * The pages without their JavaScript (every request for a .js file refused): what the
   * server-rendered page alone scores on this machine, the floor under the app's own cost.
   * The first tap needs the app, so it is not measured.
   */
  noScripts: boolean;
}

/**
 * Three runs by default: one run on a shared 2-core machine swings by several points, enough
 * to cross a target's line either way; the median of three drops one outlier at about three
 * times the time.
 */
const DEFAULT_RUNS = 3;

function list<T extends string>(name: string, value: string | undefined, allowed: readonly T[]) {
  if (!value?.trim()) return allowed;
  const chosen = value.split(',').map((entry) => entry.trim());
  const unknown = chosen.filter((entry) => !allowed.includes(entry as T));
  if (unknown.length > 0) {
    throw new Error(`${name}: unknown ${unknown.join(', ')} (choose from ${allowed.join(', ')})`);
  }
  return chosen as T[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PerfConfig {
  const runs = env.PERF_RUNS?.trim() ? Number(env.PERF_RUNS) : DEFAULT_RUNS;
  if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
    throw new Error(`PERF_RUNS: must be a whole number from 1 to 15, not "${env.PERF_RUNS}"`);
  }
  return {
    runs,
    strict: env.PERF_STRICT === '1',
    chromePath: runnable(env.CHROME_PATH?.trim() || '/usr/bin/chromium'),
    pages: list(
      'PERF_PAGES',
      env.PERF_PAGES,
      PAGES.map((page) => page.name),
    ),
    presets: list('PERF_PRESETS', env.PERF_PRESETS, PRESETS),
    noScripts: env.PERF_NO_SCRIPTS === '1',
  };
}

/** Said before the shop starts, instead of a spawn error from deep inside chrome-launcher. */
function runnable(chromePath: string): string {
  try {
    accessSync(chromePath, constants.X_OK);
  } catch {
    throw new Error(
      `No Chromium to run at ${chromePath}: install Debian's (apt-get install -y chromium) or set CHROME_PATH to one.`,
    );
  }
  return chromePath;
}
