/** How long the browser keeps a saved file's object URL: long enough for any download to start. */
export const objectUrlLifetimeMs = 60_000;

/**
 * Saves `blob` as the file `fileName`, as a link with `download` does: the browser's own
 * download, which a phone keeps in its downloads: the invoice PDFs of the shop and the admin. The object URL is released once the
 * download has had time to start (released at once, some browsers cancel it).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
  }
}
