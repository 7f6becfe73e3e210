/** A text field, or a file with the name and type a client claims for it. */
export type FormPart = { name: string; text: string } | { name: string; fileName: string; type: string; bytes: Buffer };

const boundary = '----dhanya-fuzz-boundary';

/**
 * A multipart/form-data body written byte by byte: unlike FormData it keeps whatever text it
 * is given (a NUL, a lone surrogate as the bytes Node writes for it).
 */
export function multipartBody(parts: FormPart[]): { contentType: string; payload: Buffer } {
  const chunks = parts.flatMap((part) => {
    const head =
      'text' in part
        ? `Content-Disposition: form-data; name="${part.name}"`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}`;
    const content = 'text' in part ? Buffer.from(part.text, 'utf8') : part.bytes;
    return [Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), content, Buffer.from('\r\n')];
  });
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}
