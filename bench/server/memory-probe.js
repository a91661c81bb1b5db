/**
 * Preloaded (`node --import`) into the server in the breakdown run of bench:server only. It
 * notes every WebAssembly memory the process creates (PGlite's PostgreSQL lives in one) and, on
 * SIGUSR2, writes the V8 heap figures and those memories' sizes as JSON to MEMORY_PROBE_OUT. When
 * the file MEMORY_PROBE_OUT.gc exists it then also collects garbage in full and adds the heap still
 * in use, which tells live objects from garbage V8 has not collected yet.
 * Plain JavaScript, so measuring the compiled server does not load a TypeScript loader into it.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

const memories = new Set();
const NativeMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(NativeMemory, {
  construct(target, args) {
    const memory = new target(...args);
    memories.add(memory);
    return memory;
  },
});
for (const name of ['instantiate', 'instantiateStreaming']) {
  const original = WebAssembly[name];
  WebAssembly[name] = async function (...args) {
    const result = await original.apply(this, args);
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    for (const value of Object.values(instance?.exports ?? {})) if (value instanceof NativeMemory) memories.add(value);
    return result;
  };
}

function liveHeapAfterFullGc() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

process.on('SIGUSR2', () => {
  const out = process.env.MEMORY_PROBE_OUT;
  const heap = v8.getHeapStatistics();
  const code = v8.getHeapCodeStatistics();
  const figures = {
    usage: process.memoryUsage(),
    heapPhysical: heap.total_physical_size,
    heapCodeAndMetadata: code.code_and_metadata_size + code.bytecode_and_metadata_size,
    wasmMemories: [...memories].map((memory) => memory.buffer.byteLength),
  };
  if (fs.existsSync(`${out}.gc`)) figures.liveHeap = liveHeapAfterFullGc();
  fs.writeFileSync(`${out}.tmp`, JSON.stringify(figures));
  fs.renameSync(`${out}.tmp`, out);
});
