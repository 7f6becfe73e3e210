import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first half of a graceful stop (SIGTERM): from now on every request is answered 503
     * with `Connection: close`; resolves once the requests in flight have finished. Then
     * `app.close()`.
     */
    drain(limits?: DrainLimits): Promise<void>;
  }
}

interface DrainLimits {
  /** How long requests in flight may take to finish before their connections are cut. */
  inFlightMs?: number;
  /** How long, after that, idle keep-alive connections may still bring a request (and get a 503). */
  idleMs?: number;
}

const stoppingMessage = 'The shop is restarting. Please try again in a moment.';

/**
 * `app.close()` alone is not a graceful stop for keep-alive clients: Node's `server.close()`
 * closes idle keep-alive sockets at once, so a client sending its next request on one meets a
 * reset, and Fastify's `return503OnClosing` only covers sockets busy at that moment. So the
 * server first drains: it keeps every socket open, answers each new request 503 `{msg}` with
 * `Connection: close` (which also takes the instance out of a load balancer: /healthz is 503
 * too), lets the requests in flight finish, gives idle sockets a moment to bring a last
 * request, and only then closes.
 */
export function installGracefulShutdown(app: FastifyInstance): void {
  const inFlight = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const changes = new EventEmitter();
  let draining = false;

  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      changes.emit('change');
    });
  });
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    // A streamed, compressed page already carries Node's default of 10 'close' listeners
    // (Fastify's and the stream pipeline's); this one is expected, not a leak.
    response.setMaxListeners(response.getMaxListeners() + 1);
    response.once('close', () => {
      inFlight.delete(response);
      changes.emit('change');
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    return reply.code(503).header('connection', 'close').send(errorBody(request, stoppingMessage));
  });

  app.decorate('drain', async ({ inFlightMs = 10_000, idleMs = 1_000 }: DrainLimits = {}) => {
    draining = true;
    // Answers still to be written tell their clients not to send another request on this socket.
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');

    const finished = await settles(changes, () => inFlight.size === 0, inFlightMs);
    if (!finished) {
      app.log.warn(`${inFlight.size} request(s) still running after ${inFlightMs} ms: cutting them off`);
      app.server.closeAllConnections();
      return;
    }
    await settles(changes, () => sockets.size === 0, idleMs);
  });
}

/** True once `done()` holds (checked on every change), false if `ms` pass first. */
function settles(changes: EventEmitter, done: () => boolean, ms: number): Promise<boolean> {
  if (done()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const check = () => {
      if (!done()) return;
      finish(true);
    };
    const timer = setTimeout(() => finish(false), ms);
    function finish(result: boolean) {
      clearTimeout(timer);
      changes.off('change', check);
      resolve(result);
    }
    changes.on('change', check);
  });
}
