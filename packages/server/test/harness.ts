import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App, type BuildAppOptions } from '../src/app.js';
import { adminRole } from '../src/auth/current-user.js';
import { hashPassword, verifyPassword } from '../src/auth/password.js';
import { startSession } from '../src/auth/sessions.js';
import type { Config } from '../src/config.js';
import { createChangeFeed } from '../src/db/changes.js';
import { connectDatabase, type Database, type DatabaseConnection } from '../src/db/connect.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { scaledAddressLimits } from '../src/http/rate-limits/policy.js';
import { users } from '../src/db/schema.js';
import { uploadStoreFor, type UploadStore } from '../src/uploads/index.js';
import { migratedTemplate } from './pglite-template.js';

export interface TestCustomer {
  id: string;
  email: string;
  password: string;
  token: string;
  /** Spread into `app.inject({ headers })`. */
  headers: { authorization: string };
}

export interface NewTestUser {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  phoneNumber?: string;
  countryCode?: string;
  country?: string;
  region?: string;
  role?: number;
  /**
   * Whether the address is verified (issue 31): test users stand for shoppers who followed
   * their sign-up link, so they are, unless this is false.
   */
  verified?: boolean;
}

export interface TestApp {
  app: App;
  db: Database;
  connection: DatabaseConnection;
  config: Config;
  /** The app's upload store: files under config.uploadsDir on PGlite, rows of `uploads` on PostgreSQL. */
  uploads: UploadStore;
  close(): Promise<void>;
  /** A customer written straight to the database (the accounts module is not needed), signed in. */
  signup(user?: NewTestUser): Promise<TestCustomer>;
  /** A token for these credentials, or an error if they are wrong. */
  login(email: string, password: string): Promise<string>;
  /** A token of a new admin (role 1). */
  createAdmin(): Promise<string>;
  /**
   * Another server on the same database, as behind a load balancer: its own connection on
   * PostgreSQL (PGlite has only the one). Closed by `close()`.
   */
  secondServer(): Promise<App>;
}

export interface TestAppOptions extends Pick<
  BuildAppOptions,
  'modules' | 'logger' | 'changes' | 'frontends' | 'onRoute'
> {
  config?: Partial<Config>;
  /** Adds to the app before it is ready, as main.ts adds the backup route. */
  beforeReady?: (app: App, config: Config) => void;
}

/**
 * scrypt is slow on purpose: test users get a cheap hash of the same format (the cost is read
 * from the stored hash when verifying), and users with the same password share one.
 */
const testCost = { N: 2 ** 10, r: 8, p: 1 };
const hashes = new Map<string, Promise<string>>();
function testHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, testCost);
    hashes.set(password, hash);
  }
  return hash;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new app on a FRESH database: in-memory PGlite, or with TEST_DATABASE_URL a schema of its
 * own on that server (dropped by close). One per test file: `beforeAll(() => createTestApp())`.
 */
export async function createTestApp({
  config: overrides,
  beforeReady,
  ...options
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dhanya-test-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    seedDemo: false,
    trustProxy: false,
    jwtSecret: randomBytes(32),
    logLevel: 'silent',
    // Test files call from one address; rate-limits.postgres.test.ts passes the real limits.
    rateLimits: scaledAddressLimits(1000),
    ...overrides,
  };
  const connection = await openTestDatabase();
  await migrateDatabase(connection);
  const uploads = uploadStoreFor(connection, config.uploadsDir);
  const app = buildApp({ changes: createChangeFeed(connection), uploads, ...options, db: connection.db, config });
  beforeReady?.(app, config);
  await app.ready();

  const { db } = connection;
  const others: Array<{ app: App; connection?: DatabaseConnection }> = [];
  let counter = 0;

  async function insertUser(user: NewTestUser): Promise<{ id: string; email: string; password: string; role: number }> {
    counter += 1;
    const email = (user.email ?? `customer-${counter}-${randomUUID().slice(0, 8)}@example.in`).trim().toLowerCase();
    const password = user.password ?? 'secret-pass-1';
    const [row] = await db
      .insert(users)
      .values({
        firstName: user.firstName ?? 'Asha',
        lastName: user.lastName ?? 'Rao',
        email,
        phoneNumber: user.phoneNumber ?? '9876543210',
        countryCode: user.countryCode ?? '+91',
        country: user.country ?? 'India',
        region: user.region ?? 'Karnataka',
        passwordHash: await testHash(password),
        role: user.role ?? 0,
        emailVerifiedAt: user.verified === false ? null : new Date(),
      })
      .returning({ id: users.id, role: users.role });
    if (!row) throw new Error('The test user was not inserted');
    return { id: row.id, email, password, role: row.role };
  }

  async function login(email: string, password: string): Promise<string> {
    const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
    if (!user || !(await verifyPassword(password, user.passwordHash))) throw new Error(`Cannot log in as ${email}`);
    return startSession(db, config.jwtSecret, user);
  }

  return {
    app,
    db,
    connection,
    config,
    uploads,
    async signup(user = {}) {
      const { role, ...created } = await insertUser(user);
      const token = await startSession(db, config.jwtSecret, { id: created.id, role });
      return { ...created, token, headers: bearer(token) };
    },
    login,
    async createAdmin() {
      const admin = await insertUser({ firstName: 'Shop', lastName: 'Admin', role: adminRole });
      return startSession(db, config.jwtSecret, { id: admin.id, role: adminRole });
    },
    async secondServer() {
      const own = connection.schemaName
        ? await connectDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, schemaName: connection.schemaName })
        : undefined;
      const other = buildApp({
        ...options,
        db: (own ?? connection).db,
        changes: createChangeFeed(own ?? connection),
        // The same store object: the process-wide store stays the first app's.
        uploads,
        config,
      });
      others.push({ app: other, connection: own });
      await other.ready();
      return other;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.connection?.close();
      }
      await app.close();
      if (connection.schemaName) await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${connection.schemaName} CASCADE`));
      await connection.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<DatabaseConnection> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    return connectDatabase({ databaseUrl, schemaName: `test_${process.pid}_${randomBytes(4).toString('hex')}` });
  }
  return connectDatabase({ template: await migratedTemplate() });
}
