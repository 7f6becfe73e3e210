import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Requests Node's parser refuses before there is a request object (Fastify's `clientErrorHandler`). */
const answers: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: 'The request headers are too large.' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, msg: 'The request is too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: 'The request took too long to arrive.' },
};
const badRequest = { status: 400, msg: 'Bad request' };

/** A client that never closes its side is let go after this long. */
const lingerMs = 5_000;

/**
 * A malformed request (a header block over 16 KB, a broken request line) gets an answer in
 * the API's `{msg}` shape with `Connection: close`, and the socket is ended rather than
 * destroyed: destroying it with the rest of the request still unread makes the kernel send a
 * reset, which can overtake the answer. Node keeps reading (and refusing) what else arrives,
 * calling this again each time; the socket is no longer writable then, so nothing is sent twice.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  // After part of a response is on the wire, another status line would corrupt it.
  const current = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (current?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, msg } = answers[error.code ?? ''] ?? badRequest;
  this.log.debug({ err: error }, `client error answered ${status}`);
  const body = JSON.stringify({ msg });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.setTimeout(lingerMs, () => socket.destroy());
}
