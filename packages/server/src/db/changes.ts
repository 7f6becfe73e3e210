import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { DatabaseConnection, Unsubscribe } from './database.js';

/**
 * "Something changed" signals between server instances, for cache invalidation: an admin
 * write publishes a topic ('catalog', 'content', ...) and every instance's subscribers run.
 * In-process with PGlite (one instance); over LISTEN/NOTIFY with PostgreSQL.
 */
export interface ChangeFeed {
  publish(topic: string, detail?: string): Promise<void>;
  /** `fn` also runs with detail '' when notices may have been lost (a reconnect): drop everything. */
  subscribe(topic: string, fn: (detail: string) => void): Promise<Unsubscribe>;
}

const channelPrefix = 'dhanya_';

export function createLocalChangeFeed(): ChangeFeed {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(topic, detail = '') {
      events.emit(topic, detail);
    },
    async subscribe(topic, fn) {
      events.on(topic, fn);
      return async () => {
        events.off(topic, fn);
      };
    },
  };
}

export function createChangeFeed(connection: DatabaseConnection): ChangeFeed {
  const local = createLocalChangeFeed();
  if (connection.kind === 'pglite') return local;

  const instance = randomUUID();
  return {
    async publish(topic, detail = '') {
      // This instance's own caches change at once, without waiting for the round trip.
      await local.publish(topic, detail);
      await connection.notify(channelPrefix + topic, JSON.stringify({ from: instance, detail }));
    },
    async subscribe(topic, fn) {
      const stopLocal = await local.subscribe(topic, fn);
      const stopRemote = await connection.listen(channelPrefix + topic, (payload) => {
        const notice = parseNotice(payload);
        if (notice?.from !== instance) fn(notice?.detail ?? '');
      });
      return async () => {
        await stopLocal();
        await stopRemote();
      };
    },
  };
}

function parseNotice(payload: string): { from: string; detail: string } | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (value && typeof value === 'object' && 'from' in value && 'detail' in value) {
      return { from: String(value.from), detail: String(value.detail) };
    }
  } catch {
    // '' after a reconnect, or a NOTIFY from elsewhere: treated as "drop everything".
  }
  return undefined;
}
