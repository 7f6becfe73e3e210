// The shop as a process: how it stops (README: SIGTERM finishes the requests in
// flight, exits 0) and how it answers requests Node's parser refuses. The database plays no
// part, so this runs on PGlite only, not again in the PostgreSQL project.
import { rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStale, shopBuilds } from '../../../scripts/build-freshness.mjs';
import {
  childEnv,
  disposeServer,
  ensureServerBuilt,
  freePort,
  newDataDir,
  repositoryRoot,
  run,
  shopAdmin,
  startServer,
  until,
  type ServerProcess,
} from './server-process.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          reusedSocket: request.reusedSocket,
        }),
      );
    });
  });
}

function get(url: string, options: http.RequestOptions = {}): Promise<Answer> {
  const request = http.get(url, options);
  return answerOf(request);
}

/** Sends raw bytes and reads everything the server writes until it closes the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(received));
    socket.write(bytes);
  });
}

describe('the server process', () => {
  let shop: ServerProcess;
  beforeAll(async () => {
    await ensureServerBuilt();
    shop = await startServer({
      env: { ADMIN_EMAIL: shopAdmin.email, ADMIN_PASSWORD: shopAdmin.password, LOG_LEVEL: 'info' },
    });
  });
  afterAll(() => disposeServer(shop));

  it('answers a 20 KB header block 431 {msg} with Connection: close', async () => {
    const answer = await get(shop.url('/api/product/get'), {
      agent: false,
      headers: { 'x-padding': 'a'.repeat(20_000) },
    });
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ msg: expect.stringMatching(/too large/i) });
  });

  it('answers a malformed request line 400 {msg} with Connection: close, then closes', async () => {
    const received = await rawExchange(shop.port, 'NOT AN HTTP REQUEST\r\n\r\n');
    const [head = '', body] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body ?? '')).toEqual({ msg: expect.any(String) });
  });

  it('after SIGTERM answers requests on open keep-alive sockets 503 with Connection: close, finishes the one in flight, exits 0', async () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(shop.url('/healthz'), { agent: keepAlive })).status).toBe(200);

    // A sign-in whose body is still on its way: in flight when the signal comes.
    const credentials = JSON.stringify(shopAdmin);
    const signIn = http.request(shop.url('/api/user/login-user'), {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(credentials) },
    });
    const signedIn = answerOf(signIn);
    signIn.write(credentials.slice(0, 10));
    await until(() => shop.output().includes('/api/user/login-user'), 'the server to log the sign-in');

    shop.child.kill('SIGTERM');
    await until(() => shop.output().includes('SIGTERM'), 'the server to log the SIGTERM');

    const refused = await get(shop.url('/api/product/get'), { agent: keepAlive });
    expect(refused.reusedSocket).toBe(true);
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({ msg: expect.any(String) });

    signIn.end(credentials.slice(10));
    const finished = await signedIn;
    expect(finished.status).toBe(200);
    expect(finished.headers.connection).toBe('close');
    expect(JSON.parse(finished.body)).toMatchObject({ token: expect.any(String) });

    expect(await shop.exited).toEqual({ code: 0, signal: null });
    keepAlive.destroy();
  });
});

// `npm start` first builds whatever is stale, the storefront too: only run where the front
// ends are built (as `npm test` does before this suite), never a storefront build from here.
const frontendsBuilt = shopBuilds(repositoryRoot)
  .filter(({ workspace }) => workspace !== '@dhanya/server')
  .every(({ output, sources }) => !isStale(output, sources));

describe('npm start', () => {
  it.skipIf(!frontendsBuilt)(
    'exits 0 when its whole process group gets SIGTERM',
    async () => {
      const dataDir = newDataDir();
      const port = await freePort();
      const npm = run('npm', ['start'], {
        cwd: repositoryRoot,
        detached: true, // its own process group, as a terminal or a process manager starts it
        env: childEnv({ PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' }),
      });
      const group = -npm.child.pid!;
      try {
        await until(
          async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok ?? false,
          'npm start to answer /healthz',
          120_000,
        );
        process.kill(group, 'SIGTERM');
        expect(await npm.exited, npm.output()).toEqual({ code: 0, signal: null });
      } finally {
        if (npm.child.exitCode === null) {
          try {
            process.kill(group, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
