/**
 * Where a server's resident memory goes, from the memory probe's figures (V8 heap, WebAssembly
 * memories) and the process's mappings. The rows add up to the RSS.
 */
import fs from 'node:fs';
import { mappings, wasmResidentBytes } from './process-memory.js';

export interface MemoryBreakdown {
  rss: number;
  /** V8's heap for JavaScript objects and compiled JavaScript, as resident. */
  v8Heap: number;
  /** Of which code and bytecode. */
  v8Code: number;
  /** Of which JavaScript objects in use (live and garbage not yet collected). */
  v8Used: number;
  /** The heap in use after a full garbage collection, when asked for: the live objects alone. */
  v8Live: number | undefined;
  /** The resident part of PGlite's WebAssembly memory: PostgreSQL's whole address space. */
  pgliteWasm: number;
  /** How large that memory has grown (reserved, not all resident). */
  pgliteWasmSize: number;
  /** Buffers held by JavaScript outside the heap (Node Buffers, ArrayBuffers). */
  arrayBuffers: number;
  /** Node's binary, libvips and other shared libraries, as resident. */
  files: number;
  /** Every other anonymous byte: malloc (thread arenas, libvips), compiled WebAssembly code, V8's own structures, PGlite's small helper memories. */
  otherNative: number;
}

interface ProbeFigures {
  usage: NodeJS.MemoryUsage;
  heapPhysical: number;
  heapCodeAndMetadata: number;
  wasmMemories: number[];
  liveHeap?: number;
}

async function readProbe(pid: number, file: string, collect: boolean): Promise<ProbeFigures> {
  fs.rmSync(file, { force: true });
  if (collect) fs.writeFileSync(`${file}.gc`, '');
  else fs.rmSync(`${file}.gc`, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (fs.existsSync(file)) {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeFigures;
    }
  }
  throw new Error('The memory probe did not answer');
}

/**
 * `collectAfter` also has the probe collect garbage in full once the figures are taken, to tell
 * the live heap; that changes the process, so it is for the last reading of a run.
 */
export async function memoryBreakdown(pid: number, probeFile: string, collectAfter = false): Promise<MemoryBreakdown> {
  const probe = await readProbe(pid, probeFile, collectAfter);
  const all = mappings(pid);
  const rss = all.reduce((sum, m) => sum + m.rssBytes, 0);
  const files = all.filter((m) => m.name.startsWith('/')).reduce((sum, m) => sum + m.rssBytes, 0);
  const pgliteWasmSize = Math.max(0, ...probe.wasmMemories);
  const pgliteWasm = wasmResidentBytes(all, [pgliteWasmSize]);
  const v8Heap = probe.heapPhysical;
  const arrayBuffers = probe.usage.arrayBuffers;
  return {
    rss,
    v8Heap,
    v8Code: probe.heapCodeAndMetadata,
    v8Used: probe.usage.heapUsed,
    v8Live: probe.liveHeap,
    pgliteWasm,
    pgliteWasmSize,
    arrayBuffers,
    files,
    otherNative: Math.max(0, rss - files - v8Heap - pgliteWasm - arrayBuffers),
  };
}
