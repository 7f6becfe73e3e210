import pg from 'pg';
import type { Unsubscribe } from './database.js';

type Handler = (payload: string) => void;

const reconnectDelayMs = 1000;

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to
 * queries). Connected on the first listen; reconnects after a drop and then calls every
 * handler with '' because notifications sent meanwhile are lost.
 */
export function createListener(databaseUrl: string, onError: (error: Error) => void) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const dispatch = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      onError(error);
      if (client === next) reconnectLater();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
    client = next;
    return next;
  }

  function reconnectLater() {
    client = undefined;
    connecting = undefined;
    if (closed) return;
    setTimeout(() => {
      if (closed) return;
      connection()
        .then(() => {
          for (const channel of handlers.keys()) dispatch(channel, '');
        })
        .catch((error: Error) => {
          onError(error);
          reconnectLater();
        });
    }, reconnectDelayMs).unref();
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: Handler): Promise<Unsubscribe> {
      const existing = handlers.get(channel);
      if (existing) {
        existing.add(handler);
      } else {
        handlers.set(channel, new Set([handler]));
        // A second LISTEN (connect() may have just run one) is a no-op in PostgreSQL.
        await (await connection()).query(`LISTEN ${channel}`);
      }
      return async () => {
        const set = handlers.get(channel);
        set?.delete(handler);
        if (set && set.size === 0) {
          handlers.delete(channel);
          if (client) await client.query(`UNLISTEN ${channel}`);
        }
      };
    },
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
