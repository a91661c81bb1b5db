import os from 'node:os';

const GB = 1024 ** 3;

/** Markdown bullet lines naming the machine a benchmark ran on. */
export function machineLines(): string[] {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${os.availableParallelism()} logical cores (nproc)`,
    `- Memory: ${(os.totalmem() / GB).toFixed(1)} GB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}`,
  ];
}

/** The 1, 5 and 15-minute load averages: a busy machine explains slow figures. */
export function loadAverageLine(loadAverage: readonly number[] = os.loadavg()): string {
  return `- Load average when the run started: ${loadAverage.map((v) => v.toFixed(2)).join(', ')} (1, 5, 15 min)`;
}
