import { rmSync } from 'node:fs';
import { removeSeededDataDir } from '../../support/seeded-data-dir';

/** The shops have stopped by now: their DATA_DIRs go too. */
export default function removeDataDirs() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  removeSeededDataDir();
}
