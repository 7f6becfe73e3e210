import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, publicOrigin } from '../src/config.js';

describe('configuration from the environment', () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), 'dhanya-config-'));
  });
  afterAll(() => rm(cwd, { recursive: true, force: true }));

  it('has the documented defaults (README)', async () => {
    const config = await loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, '.data'),
      databaseDir: path.join(cwd, '.data', 'pglite'),
      uploadsDir: path.join(cwd, '.data', 'uploads'),
      databaseUrl: undefined,
      admin: undefined,
      seedDemo: true,
      trustProxy: false,
    });
  });

  it('reads every variable', async () => {
    const config = await loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'shop-data',
        DATABASE_URL: 'postgres://shop@db:5432/shop',
        ADMIN_EMAIL: ' Owner@Example.IN ',
        ADMIN_PASSWORD: 'long-enough-password',
        SEED_DEMO: 'false',
        JWT_SECRET: 's'.repeat(32),
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.join(cwd, 'shop-data'),
      databaseUrl: 'postgres://shop@db:5432/shop',
      admin: { email: 'owner@example.in', password: 'long-enough-password' },
      seedDemo: false,
    });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('s'.repeat(32));
  });

  it('[SERVER-09] sets up no admin unless both ADMIN_EMAIL and ADMIN_PASSWORD are given', async () => {
    expect((await loadConfig({ ADMIN_EMAIL: 'owner@example.in' }, cwd)).admin).toBeUndefined();
    expect((await loadConfig({ ADMIN_PASSWORD: 'long-enough-password' }, cwd)).admin).toBeUndefined();
  });

  it('RATE_LIMIT_MULTIPLIER scales every per-address limit, and must be a positive number', async () => {
    expect((await loadConfig({}, cwd)).rateLimits).toBeUndefined();
    const { rateLimits } = await loadConfig({ RATE_LIMIT_MULTIPLIER: '10' }, cwd);
    expect(rateLimits?.signup).toEqual({ max: 100, maxPerIPv4: 600, maxShopWide: 3000, windowSeconds: 3600 });
    expect(rateLimits?.search).toEqual({ max: 3000, windowSeconds: 60 });
    await expect(loadConfig({ RATE_LIMIT_MULTIPLIER: '0' }, cwd)).rejects.toThrow(
      /RATE_LIMIT_MULTIPLIER: must be above 0/,
    );
  });

  it('READ_CACHE_MB and PGLITE_SHARED_BUFFERS_MB bound memory, in whole megabytes', async () => {
    expect(await loadConfig({}, cwd)).toMatchObject({ readCacheBytes: 32 * 1_048_576, pgliteSharedBuffersMb: 16 });
    expect(await loadConfig({ READ_CACHE_MB: '8', PGLITE_SHARED_BUFFERS_MB: '64' }, cwd)).toMatchObject({
      readCacheBytes: 8 * 1_048_576,
      pgliteSharedBuffersMb: 64,
    });
    await expect(loadConfig({ READ_CACHE_MB: '0.5' }, cwd)).rejects.toThrow(/READ_CACHE_MB: must be a whole number/);
    await expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' }, cwd)).rejects.toThrow(
      /PGLITE_SHARED_BUFFERS_MB: must be at least 1/,
    );
  });

  it('[issue 31] TRUST_PROXY takes how many proxies stand in front, or their addresses', async () => {
    expect((await loadConfig({ TRUST_PROXY: '1' }, cwd)).trustProxy).toBe(1);
    expect((await loadConfig({ TRUST_PROXY: '2' }, cwd)).trustProxy).toBe(2);
    expect((await loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24 ,fd00::/8,loopback' }, cwd)).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
    for (const off of ['', 'false', '0']) expect((await loadConfig({ TRUST_PROXY: off }, cwd)).trustProxy).toBe(false);
    await expect(loadConfig({ TRUST_PROXY: 'lb.internal, 10.0.0.0/33' }, cwd)).rejects.toThrow(
      /TRUST_PROXY: must be a number of proxies or a comma-separated list of their addresses; not an address: "lb.internal", "10.0.0.0\/33"/,
    );
  });

  it('[issue 31] TRUST_PROXY=true is refused, saying what to write instead', async () => {
    for (const everything of ['true', 'TRUE', 'yes']) {
      await expect(loadConfig({ TRUST_PROXY: everything }, cwd)).rejects.toThrow(
        /TRUST_PROXY: true would let any client choose its own address with X-Forwarded-For\. Write how many proxies stand in front of the shop \(TRUST_PROXY=1 behind one load balancer\), or their addresses/,
      );
    }
  });

  it("[issue 31] PUBLIC_URL is the shop's address alone; without it, links use the address the shop listens on", async () => {
    expect((await loadConfig({ PUBLIC_URL: 'https://shop.example/' }, cwd)).publicUrl).toBe('https://shop.example');
    expect((await loadConfig({}, cwd)).publicUrl).toBeUndefined();
    expect(publicOrigin(await loadConfig({ PORT: '8080' }, cwd))).toBe('http://localhost:8080');
    await expect(loadConfig({ PUBLIC_URL: 'https://shop.example/shop' }, cwd)).rejects.toThrow(
      /PUBLIC_URL: must be the shop's address alone, e\.g\. https:\/\/shop\.example/,
    );
  });

  it('[issue 31] the localhost CORS of development is on only with NODE_ENV=development', async () => {
    expect((await loadConfig({ NODE_ENV: 'development' }, cwd)).allowDevOrigins).toBe(true);
    for (const mode of [undefined, 'production', 'test']) {
      expect((await loadConfig({ NODE_ENV: mode }, cwd)).allowDevOrigins).toBe(false);
    }
  });

  it('names every problem clearly', async () => {
    await expect(
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short', SEED_DEMO: 'maybe' }, cwd),
    ).rejects.toThrow(
      /Invalid configuration:\n {2}PORT: must be a port number\n {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n {2}ADMIN_PASSWORD: must be at least 8 characters\n {2}SEED_DEMO: must be true or false/,
    );
  });
});
