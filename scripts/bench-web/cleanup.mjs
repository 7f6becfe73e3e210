// What to undo however the benchmark ends: normally, on an error, or on Ctrl-C / SIGTERM.
const cleanups = [];

/** Registers `undo` (async); returns a function that unregisters it once done by hand. */
export function onCleanup(undo) {
  cleanups.push(undo);
  return () => cleanups.splice(cleanups.indexOf(undo), 1);
}

export async function runCleanups() {
  while (cleanups.length) {
    const undo = cleanups.pop();
    await undo().catch((error) => console.error(`cleanup failed: ${error.message}`));
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping…`);
    await runCleanups();
    process.exit(130);
  });
}
