/** What a running process holds in memory, read from Linux's /proc (the bench runs on Linux). */
import fs from 'node:fs';

const KB = 1024;

export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * KB;
}

export interface Mapping {
  name: string;
  sizeBytes: number;
  rssBytes: number;
}

/** Every mapping with its size and resident bytes; name is '' for anonymous memory. */
export function mappings(pid: number): Mapping[] {
  const result: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      current = { name: header[1] ?? '', sizeBytes: 0, rssBytes: 0 };
      result.push(current);
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (field && current) current[field[1] === 'Size' ? 'sizeBytes' : 'rssBytes'] = Number(field[2]) * KB;
  }
  return result;
}

/**
 * Resident bytes of the anonymous mappings exactly as large as the given WebAssembly memories:
 * V8 maps each memory on its own, so the mapping of that size is the memory.
 */
export function wasmResidentBytes(all: readonly Mapping[], memorySizes: readonly number[]): number {
  let total = 0;
  const unused = [...all];
  for (const size of memorySizes) {
    const index = unused.findIndex((m) => m.name === '' && m.sizeBytes === size);
    if (index === -1) continue;
    total += unused[index]!.rssBytes;
    unused.splice(index, 1);
  }
  return total;
}
