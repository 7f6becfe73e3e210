import { afterAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/config.js';
import { createTestApp, type TestApp } from './harness.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** A shop configured from `env`, asked a Vite dev server's preflight and a plain GET. */
async function askFromDevServer(env: NodeJS.ProcessEnv) {
  const t = await createTestApp({ config: { allowDevOrigins: readSettings(env).allowDevOrigins } });
  apps.push(t);
  const origin = 'http://localhost:5173';
  const preflight = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/user/profile',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
  const read = await t.app.inject({ method: 'GET', url: '/api/footer/getfooter', headers: { origin } });
  return { preflight, read };
}

describe('[issue 31] the localhost CORS of development is off in production', () => {
  it.each([
    ['npm start (NODE_ENV=production)', { NODE_ENV: 'production' }],
    ['node dist/main.js (no NODE_ENV)', {}],
  ])('%s: no localhost page may call the API', async (_how, env) => {
    const { preflight, read } = await askFromDevServer(env);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('npm run dev --workspace @dhanya/server (NODE_ENV=development): the Vite dev servers may', async () => {
    const { preflight, read } = await askFromDevServer({ NODE_ENV: 'development' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(read.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});
