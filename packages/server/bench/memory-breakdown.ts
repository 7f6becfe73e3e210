import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What memory-probe.mjs reports from inside the server. */
export interface ProbeReport {
  usage: NodeJS.MemoryUsage;
  heap: {
    totalPhysical: number;
    totalHeap: number;
    used: number;
    malloced: number;
    peakMalloced: number;
    external: number;
  };
  spaces: Array<{ name: string; physical: number; used: number }>;
  code: { bytecodeAndMetadata: number; code: number };
  wasmMemoryBytes: number[];
}

/** One mapping of /proc/<pid>/smaps, in bytes. */
interface Mapping {
  start: number;
  end: number;
  name: string;
  perms: string;
  size: number;
  rss: number;
}

/** Where a process's RSS is: the kernel's mappings, sorted into kinds, beside what V8 says. */
export interface MemoryBreakdown {
  rss: number;
  /** Resident pages by kind of mapping (they add up to rss). */
  kinds: Record<MappingKind, number>;
  /** The files mapped with the most resident pages. */
  files: Array<{ name: string; rss: number }>;
  probe: ProbeReport;
}

type MappingKind = 'wasmMemory' | 'executableAnonymous' | 'files' | 'brkHeap' | 'stacks' | 'otherAnonymous';

/** `node --import` this in the server's NODE_OPTIONS, and start it with an IPC channel, to ask it. */
export const memoryProbePath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-probe.mjs');

/**
 * V8 reserves a WebAssembly memory with its guard region (10 GiB in all) and makes only what
 * the memory has grown to accessible: a read-write mapping, then an inaccessible one, adjacent
 * and several GiB together.
 */
const wasmReservation = 4 * 1024 ** 3;

export function readMappings(pid: number): Mapping[] {
  const mappings: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const [, start, end, perms, name] = header;
      const [from, to] = [Number.parseInt(start!, 16), Number.parseInt(end!, 16)];
      current = { start: from, end: to, name: name ?? '', perms: perms!, size: to - from, rss: 0 };
      mappings.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB$/.exec(line);
    if (rss && current) current.rss = Number(rss[1]) * 1024;
  }
  return mappings;
}

function kindOf({ name, perms, size, end }: Mapping, next: Mapping | undefined): MappingKind {
  if (name === '[heap]') return 'brkHeap';
  if (name.startsWith('[stack')) return 'stacks';
  if (name.startsWith('/')) return 'files';
  if (perms.includes('x')) return 'executableAnonymous';
  const guarded = next?.start === end && next.perms.startsWith('---') && !next.name;
  if (perms.startsWith('rw') && guarded && size + next.size >= wasmReservation) return 'wasmMemory';
  return 'otherAnonymous';
}

/** Asks the probe in `child` for its report; with `gc`, after a full garbage collection. */
export function askProbe(child: ChildProcess, { gc = false } = {}): Promise<ProbeReport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('The memory probe did not answer: is it loaded, with an IPC channel?'));
    }, 10_000);
    const onMessage = (message: unknown) => {
      const report = (message as { memoryReport?: ProbeReport } | null)?.memoryReport;
      if (!report) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(report);
    };
    child.on('message', onMessage);
    child.send({ memoryReport: { gc } });
  });
}

export async function measureMemory(child: ChildProcess, { gc = false } = {}): Promise<MemoryBreakdown> {
  if (child.pid === undefined) throw new Error('The server process has no pid');
  const probe = await askProbe(child, { gc });
  const mappings = readMappings(child.pid);
  const kinds: Record<MappingKind, number> = {
    wasmMemory: 0,
    executableAnonymous: 0,
    files: 0,
    brkHeap: 0,
    stacks: 0,
    otherAnonymous: 0,
  };
  const files = new Map<string, number>();
  for (const [index, mapping] of mappings.entries()) {
    const kind = kindOf(mapping, mappings[index + 1]);
    kinds[kind] += mapping.rss;
    if (kind === 'files')
      files.set(path.basename(mapping.name), (files.get(path.basename(mapping.name)) ?? 0) + mapping.rss);
  }
  const rss = mappings.reduce((sum, mapping) => sum + mapping.rss, 0);
  const topFiles = [...files].map(([name, bytes]) => ({ name, rss: bytes })).sort((a, b) => b.rss - a.rss);
  return { rss, kinds, files: topFiles.slice(0, 4), probe };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)}`;

/**
 * Lines saying where the memory is. The V8 heap's pages and malloc's (Buffers, libuv, sharp,
 * zlib, brotli) are both anonymous mappings: "native (malloc and the rest)" is what is left of
 * them once the V8 heap's physical size is taken off.
 */
export function describeMemory({ rss, kinds, files, probe }: MemoryBreakdown): string[] {
  const v8Heap = probe.heap.totalPhysical;
  const native = kinds.otherAnonymous + kinds.brkHeap - v8Heap;
  const spaces = probe.spaces
    .filter((space) => space.physical >= 1_048_576)
    .sort((a, b) => b.physical - a.physical)
    .map((space) => `${space.name.replace(/_space$/, '')} ${mb(space.physical)}/${mb(space.used)}`)
    .join(', ');
  const wasm = probe.wasmMemoryBytes.map(mb).join(' + ') || 'none';
  return [
    `RSS ${mb(rss)} MB = WebAssembly memory ${mb(kinds.wasmMemory)} (grown to ${wasm})` +
      ` + V8 heap ${mb(v8Heap)} + native (malloc and the rest) ${mb(native)}` +
      ` + JIT code ${mb(kinds.executableAnonymous)} + files ${mb(kinds.files)} + stacks ${mb(kinds.stacks)}`,
    `  V8 heap used ${mb(probe.heap.used)} of ${mb(v8Heap)} resident; spaces resident/used: ${spaces}`,
    `  external ${mb(probe.usage.external)} (array buffers ${mb(probe.usage.arrayBuffers)}),` +
      ` V8 malloced ${mb(probe.heap.malloced)} (peak ${mb(probe.heap.peakMalloced)}), brk heap ${mb(kinds.brkHeap)}`,
    `  files: ${files.map((file) => `${file.name} ${mb(file.rss)}`).join(', ')}`,
  ];
}
