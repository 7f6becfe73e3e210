import { readFileSync } from 'node:fs';

/** A process's resident memory in bytes, as the kernel counts it (/proc/<pid>/status VmRSS). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`/proc/${pid}/status shows no VmRSS`);
  return Number(kilobytes) * 1024;
}

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
