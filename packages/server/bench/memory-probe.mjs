// @ts-check
// Loaded into the bench's server with `node --import` (bench/memory-breakdown.ts), never by the
// shop itself: answers an IPC message { memoryReport: { gc } } with what V8 and the
// WebAssembly memories hold, so the bench can tell where the process's RSS is. Plain
// JavaScript, so the server runs as `npm start` runs it, without a TypeScript loader.
import v8 from 'node:v8';
import vm from 'node:vm';

/** Every WebAssembly.Memory made in this process (PGlite's, sharp has none). */
const memories = new Set();

const OriginalMemory = WebAssembly.Memory;
WebAssembly.Memory = class TrackedMemory extends OriginalMemory {
  /** @param {WebAssembly.MemoryDescriptor} descriptor */
  constructor(descriptor) {
    super(descriptor);
    memories.add(new WeakRef(this));
  }
};

/** A module that declares its own memory exports it: those are tracked too. */
/** @param {WebAssembly.Instance} instance */
function trackExports(instance) {
  for (const value of Object.values(instance.exports)) {
    if (value instanceof OriginalMemory) memories.add(new WeakRef(value));
  }
}
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = /** @type {typeof WebAssembly.instantiate} */ (
  async (/** @type {any} */ source, /** @type {any} */ imports) => {
    const result = await instantiate(source, imports);
    trackExports(result instanceof WebAssembly.Instance ? result : result.instance);
    return result;
  }
);

/** gc(), without --expose-gc on the command line (which would change the process measured). */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  /** @type {() => void} */ (vm.runInNewContext('gc'))();
}

function report() {
  const heap = v8.getHeapStatistics();
  const code = v8.getHeapCodeStatistics();
  const bytes = new Set();
  const wasmMemoryBytes = [...memories].flatMap((reference) => {
    const memory = reference.deref();
    // Exported and imported memories are often the same object.
    if (!memory || bytes.has(memory)) return [];
    bytes.add(memory);
    return [memory.buffer.byteLength];
  });
  return {
    usage: process.memoryUsage(),
    heap: {
      totalPhysical: heap.total_physical_size,
      totalHeap: heap.total_heap_size,
      used: heap.used_heap_size,
      malloced: heap.malloced_memory,
      peakMalloced: heap.peak_malloced_memory,
      external: heap.external_memory,
    },
    spaces: v8.getHeapSpaceStatistics().map((space) => ({
      name: space.space_name,
      physical: space.physical_space_size,
      used: space.space_used_size,
    })),
    code: { bytecodeAndMetadata: code.bytecode_and_metadata_size, code: code.code_and_metadata_size },
    wasmMemoryBytes,
  };
}

process.on('message', (/** @type {any} */ message) => {
  if (!message?.memoryReport) return;
  if (message.memoryReport.gc) collectGarbage();
  process.send?.({ memoryReport: report() });
});
// The channel must not keep a server that was told to stop alive.
process.channel?.unref();
