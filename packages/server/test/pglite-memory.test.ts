import { describe, expect, it } from 'vitest';
import { connectPglite, defaultSharedBuffersMb } from '../src/db/pglite.js';

describe('PGlite memory', () => {
  it('runs with the shared_buffers asked for, 16 MB without', async () => {
    for (const [asked, shown] of [
      [undefined, `${defaultSharedBuffersMb}MB`],
      [8, '8MB'],
    ] as const) {
      const connection = await connectPglite({ sharedBuffersMb: asked });
      try {
        const { rows } = await connection.client.query<{ shared_buffers: string }>('show shared_buffers');
        expect(rows[0]?.shared_buffers).toBe(shown);
      } finally {
        await connection.close();
      }
    }
    expect(defaultSharedBuffersMb).toBe(16);
  });
});
