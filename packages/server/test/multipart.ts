/** A file part of a test form: its bytes, and the name and type a browser would claim. */
export interface TestFile {
  buffer: Buffer | Uint8Array;
  fileName?: string;
  type?: string;
}

export type TestFormValue = string | number | TestFile | TestFile[];

/**
 * A multipart body for `app.inject()`, built by the platform's own FormData (so the
 * encoding is a browser's):
 *   await t.app.inject({ method: 'POST', url, ...(await multipart({ title: 'Rice', image: { buffer } })) })
 * Headers to send along (a bearer token) go in `headers`.
 */
export async function multipart(
  fields: Record<string, TestFormValue | undefined>,
  headers: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const files = Array.isArray(value) ? value : typeof value === 'object' ? [value] : undefined;
    if (!files) {
      form.append(name, String(value));
      continue;
    }
    for (const file of files) {
      const blob = new Blob([new Uint8Array(file.buffer)], { type: file.type ?? 'application/octet-stream' });
      form.append(name, blob, file.fileName ?? 'upload.bin');
    }
  }
  const request = new Request('http://dhanya.test/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...headers, 'content-type': contentType },
  };
}
