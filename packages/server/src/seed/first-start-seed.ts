// A shop's first start on PGlite seeds its new database here, in a process of its own that
// main.ts starts and waits for (seed-new-embedded-database.ts says why).
import Fastify from 'fastify';
import { loadConfig } from '../config.js';
import { privateUmask } from '../data-dir.js';
import { seedNewEmbeddedDatabase } from './seed-new-embedded-database.js';

process.umask(privateUmask);
const config = await loadConfig();
await seedNewEmbeddedDatabase(config, Fastify({ logger: { level: config.logLevel } }).log);
