import { rmSync } from 'node:fs';

/** The shop has stopped by now: its DATA_DIR goes too. */
export default function removeDataDir() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
