import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/changes.js';

/**
 * Public reads (catalogue, content) kept in process as serialized JSON, keyed by URL, until
 * the next change of their topic: every admin write publishes it, and with PostgreSQL the
 * notice reaches every instance. Each answer carries a strong ETag, so a browser that
 * revalidates (`Cache-Control: no-cache`) gets a bodiless 304 when nothing changed.
 *
 *   const cache = await createReadCache(app, changes, 'catalog');
 *   app.get(paths.categories, { schema: { response: { 200: categoriesSchema } } }, (request, reply) =>
 *     cache.send(request, reply, () => listCategories(db)),
 *   );
 *
 * The route must declare its 200 answer: a loaded answer is serialized by that schema once,
 * when it is stored, so what is sent from the cache holds only what the schema lists. (Fastify
 * sends a string as it is: the schema would never see a cached answer otherwise.)
 *
 * An answer for a signed-in user is never stored or shared: such requests are loaded and
 * answered fresh, marked `private, no-store`. An answer that goes stale with time alone (an
 * offer that ends) says when through `freshUntil`, or, when the answer does not show the
 * time itself, by being loaded as a `TimedAnswer`.
 */
export interface ReadCache {
  /**
   * Answers from the cache, or runs `load`, stores its JSON (by the route's 200 schema) and
   * answers it. Resolves once the answer has been sent: a handler returns it.
   */
  send(request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>): Promise<void>;
  /** Drops every stored answer (what a published change does). */
  clear(): void;
  /** How many answers are stored. */
  readonly size: number;
}

export interface ReadCacheOptions {
  /** Least recently used answers are dropped beyond this many. */
  maxEntries?: number;
  /** When an answer stops being true without any write (epoch ms), or undefined for never. */
  freshUntil?: (answer: unknown) => number | undefined;
}

interface StoredAnswer {
  body: string;
  etag: string;
  expiresAt: number;
}

/** A loaded answer with the time it stops being true (epoch ms, undefined for never). */
export class TimedAnswer {
  constructor(
    readonly value: unknown,
    readonly freshUntil: number | undefined,
  ) {}
}

const jsonType = 'application/json; charset=utf-8';

/** The route's own serializer of its 200 answer (its zod schema). */
type Serialize = (value: unknown) => string;

/** A cache dropped on every change of `topic`; it stops listening when the app closes. */
export async function createReadCache(
  app: FastifyInstance,
  changes: ChangeFeed,
  topic: string,
  { maxEntries = 500, freshUntil = () => undefined }: ReadCacheOptions = {},
): Promise<ReadCache> {
  const answers = new Map<string, StoredAnswer>();
  const loading = new Map<string, Promise<StoredAnswer>>();
  // A load that began before a change must not store what it read (it may be stale).
  let generation = 0;

  function clear() {
    generation += 1;
    answers.clear();
    loading.clear();
  }

  function remember(url: string, answer: StoredAnswer) {
    answers.delete(url);
    answers.set(url, answer);
    if (answers.size > maxEntries) {
      const oldest = answers.keys().next().value;
      if (oldest !== undefined) answers.delete(oldest);
    }
  }

  function answerFor(url: string, load: () => Promise<unknown>, serialize: Serialize): Promise<StoredAnswer> {
    const stored = answers.get(url);
    if (stored && stored.expiresAt > Date.now()) {
      remember(url, stored);
      return Promise.resolve(stored);
    }
    const pending = loading.get(url);
    if (pending) return pending;

    const startedAt = generation;
    const next = load()
      .then((value) =>
        value instanceof TimedAnswer
          ? toStoredAnswer(serialize(value.value), value.freshUntil ?? Infinity)
          : toStoredAnswer(serialize(value), freshUntil(value) ?? Infinity),
      )
      .then((answer) => {
        if (generation === startedAt) remember(url, answer);
        return answer;
      })
      .finally(() => {
        if (loading.get(url) === next) loading.delete(url);
      });
    loading.set(url, next);
    return next;
  }

  const unsubscribe = await changes.subscribe(topic, clear);
  app.addHook('onClose', async () => {
    await unsubscribe();
    clear();
  });

  return {
    async send(request, reply, load) {
      const serialize = answerSerializer(reply);
      if (request.user) {
        const loaded = await load();
        const body = serialize(loaded instanceof TimedAnswer ? loaded.value : loaded);
        reply.header('cache-control', 'private, no-store').type(jsonType).send(body);
        return reply;
      }
      const answer = await answerFor(request.url, load, serialize);
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) reply.code(304).send();
      else reply.type(jsonType).send(answer.body);
      return reply;
    },
    clear,
    get size() {
      return answers.size;
    },
  };
}

function toStoredAnswer(body: string, expiresAt: number): StoredAnswer {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}"`, expiresAt };
}

/** The route's serializer of its 200 answer; a route without one is a mistake, never sent unchecked. */
function answerSerializer(reply: FastifyReply): Serialize {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) {
    const { method, routeOptions } = reply.request;
    throw new Error(`${method} ${routeOptions.url ?? ''} declares no 200 response schema for the read cache`);
  }
  return serialize as Serialize;
}

/** `If-None-Match` may list several tags, weak ones included (RFC 9110 13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
