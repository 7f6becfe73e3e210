import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rateLimitHits } from '../../db/schema.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Expired counters are swept once in this many increments. */
const sweepEvery = 500;

/**
 * Fixed-window counters in `rate_limit_hits`: one upsert counts the request and tells the
 * window's end, atomically, so several servers on one PostgreSQL share each limit.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private increments = 0;

  constructor(private readonly db: Database) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  /** Counts one request against `key`: the count in the window, and the ms until it ends. */
  async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    if (++this.increments % sweepEvery === 0) {
      await this.db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`now()`));
    }
    const expired = sql`${rateLimitHits.resetsAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, hits: 1, resetsAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        ttl: sql<string>`ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000)`,
      });
    if (!row) throw new Error('The rate limit counter was not stored');
    return { current: row.hits, ttl: Math.max(0, Number(row.ttl)) };
  }
}
