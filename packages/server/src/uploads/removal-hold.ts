let held: Promise<void> | undefined;

/**
 * Runs `fn` while no stored picture is deleted: `removeImage` waits until it is done. A backup
 * holds removals from its database snapshot until it has linked the uploads, so every picture
 * the snapshot names is in the backup (pictures are written before the row that names them
 * and deleted only after it, so new files during the hold are at worst unreferenced extras).
 */
export async function withRemovalsHeld<T>(fn: () => Promise<T>): Promise<T> {
  while (held) await held;
  let release = () => {};
  held = new Promise((resolve) => (release = resolve));
  try {
    return await fn();
  } finally {
    held = undefined;
    release();
  }
}

/** Resolves at once, or when the hold in progress ends. */
export async function removalsAllowed(): Promise<void> {
  while (held) await held;
}
