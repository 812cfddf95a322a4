import os from 'node:os';

/** What the figures were measured on, read at run time: they mean nothing without it. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
  /** 1, 5 and 15 minute load averages when the run began: above the core count, others were busy. */
  loadAtStart: number[];
  loadAtEnd?: number[];
}

export function readMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    loadAtStart: loadAverage(),
  };
}

export function loadAverage(): number[] {
  return os.loadavg().map((load) => round(load, 1));
}

export function describeMachine(machine: Machine): string {
  const load = (values: number[]) => values.join(' / ');
  const end = machine.loadAtEnd ? `, at the end ${load(machine.loadAtEnd)}` : '';
  return (
    `${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB RAM, Node ${machine.node}, ` +
    `${machine.platform}; load average (1/5/15 min) at the start ${load(machine.loadAtStart)}${end}`
  );
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
