import { rmSync } from 'node:fs';
import { newDataDir, startServer } from '../test/server-process.js';
import { residentBytes } from './process-memory.js';

/** How long after /healthz answers the idle shop is measured. */
const settleMs = 20_000;

/**
 * The demo shop's RSS, idle, after its first start (which seeds it, pictures and all) and
 * after a restart on the same data (issue 35: a first start must leave nothing of the
 * seeding behind). Each server is started as `npm start` starts it (server-process.ts).
 */
export async function firstStartMemory(): Promise<{ firstStartBytes: number; restartBytes: number }> {
  const dataDir = newDataDir();
  const idleResident = async () => {
    const server = await startServer({ dataDir });
    try {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      return residentBytes(server.child.pid!);
    } finally {
      await server.stop();
    }
  };
  try {
    const firstStartBytes = await idleResident();
    return { firstStartBytes, restartBytes: await idleResident() };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const firstStartMemoryNote = `idle ${settleMs / 1000} s after it answers`;
