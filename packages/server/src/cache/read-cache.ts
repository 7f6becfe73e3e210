import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerInLanguage, contentReading } from '@dhanya/api/contract';
import type { ChangeFeed } from '../db/changes.js';
import { ByteBoundedLru } from './byte-bounded-lru.js';
import { compressBody, compressedFrom, preferredEncoding, type StoredEncoding } from './content-encoding.js';

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
 * An answer is kept as UTF-8 bytes, and beside them compressed (brotli, gzip) the first time a
 * client asks for it so: sent many times, compressed once. The cache holds at most `maxBytes`
 * of them all, least recently used answers dropped first.
 *
 * An answer for a signed-in user is never stored or shared: such requests are loaded and
 * answered fresh, marked `private, no-store`. An answer that goes stale with time alone (an
 * offer that ends) says when through `freshUntil`, or, when the answer does not show the
 * time itself, by being loaded as a `TimedAnswer`, which may also carry headers that belong
 * to the answer (a `Link` to the next page), kept and sent with it.
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
  /** The bytes of the stored answers, compressed copies included. */
  readonly bytes: number;
}

/** READ_CACHE_MB's default: the catalogue's list of 10,000 products is some 4 MB of JSON. */
export const defaultReadCacheBytes = 32 * 1024 * 1024;

export interface ReadCacheOptions {
  /** Least recently used answers are dropped beyond this many bytes (defaultReadCacheBytes). */
  maxBytes?: number;
  /** When an answer stops being true without any write (epoch ms), or undefined for never. */
  freshUntil?: (answer: unknown) => number | undefined;
}

interface StoredAnswer {
  body: Buffer;
  etag: string;
  expiresAt: number;
  headers: AnswerHeaders;
  /** The body compressed, made the first time a client asks for that coding. */
  encoded: Partial<Record<StoredEncoding, Promise<Buffer>>>;
}

/** Headers that are part of an answer, as the body is: derived from the same URL and data. */
export type AnswerHeaders = Readonly<Record<string, string>>;

/** A loaded answer with the time it stops being true (epoch ms, undefined for never). */
export class TimedAnswer {
  constructor(
    readonly value: unknown,
    readonly freshUntil: number | undefined,
    readonly headers: AnswerHeaders = {},
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
  { maxBytes = defaultReadCacheBytes, freshUntil = () => undefined }: ReadCacheOptions = {},
): Promise<ReadCache> {
  const answers = new ByteBoundedLru<StoredAnswer>(maxBytes);
  const loading = new Map<string, Promise<StoredAnswer>>();
  // A load that began before a change must not store what it read (it may be stale).
  let generation = 0;

  function clear() {
    generation += 1;
    answers.clear();
    loading.clear();
  }

  function remember(url: string, answer: StoredAnswer) {
    answers.set(url, answer, answer.body.length);
  }

  /** The body in `encoding`, compressed on first demand and counted against the budget. */
  function encodedBody(url: string, answer: StoredAnswer, encoding: StoredEncoding): Promise<Buffer> {
    let encoded = answer.encoded[encoding];
    if (!encoded) {
      encoded = compressBody(answer.body, encoding);
      answer.encoded[encoding] = encoded;
      encoded.then(
        (bytes) => answers.grow(url, answer, bytes.length),
        () => delete answer.encoded[encoding],
      );
    }
    return encoded;
  }

  function answerFor(url: string, load: () => Promise<unknown>, serialize: Serialize): Promise<StoredAnswer> {
    const stored = answers.get(url);
    if (stored && stored.expiresAt > Date.now()) return Promise.resolve(stored);
    const pending = loading.get(url);
    if (pending) return pending;

    const startedAt = generation;
    const next = load()
      .then((value) =>
        value instanceof TimedAnswer
          ? toStoredAnswer(serialize(value.value), value.freshUntil ?? Infinity, value.headers)
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
      // Every public read answers in the language it asks for (`lang`); the URL, and so the
      // cache key, holds the question.
      const reading = contentReading(request.query);
      const serializeAnswer = answerSerializer(reply);
      const serialize: Serialize = (value) => serializeAnswer(answerInLanguage(value, reading));
      if (request.user) {
        const loaded = await load();
        const timed = loaded instanceof TimedAnswer ? loaded : undefined;
        const body = serialize(timed ? timed.value : loaded);
        reply
          .headers({ ...timed?.headers })
          .header('cache-control', 'private, no-store')
          .type(jsonType)
          .send(body);
        return reply;
      }
      const answer = await answerFor(request.url, load, serialize);
      reply
        .headers({ ...answer.headers })
        .header('etag', answer.etag)
        .header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      reply.type(jsonType).header('vary', 'accept-encoding');
      const encoding =
        answer.body.length >= compressedFrom ? preferredEncoding(request.headers['accept-encoding']) : undefined;
      if (!encoding) return reply.send(answer.body);
      // http/compression.ts leaves an answer that names its coding as it is.
      const body = await encodedBody(request.url, answer, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },
    clear,
    get size() {
      return answers.size;
    },
    get bytes() {
      return answers.bytes;
    },
  };
}

function toStoredAnswer(json: string, expiresAt: number, headers: AnswerHeaders = {}): StoredAnswer {
  const body = Buffer.from(json);
  // The headers are hashed with the body: an answer whose next page appeared is another answer.
  const hash = createHash('sha256').update(body).update(JSON.stringify(headers)).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}"`, expiresAt, headers, encoded: {} };
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
