import { describe, expect, it } from 'vitest';
import { ByteBoundedLru } from '../src/cache/byte-bounded-lru.js';

describe('ByteBoundedLru', () => {
  it('drops the least recently used values once their bytes pass the budget', () => {
    const lru = new ByteBoundedLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(lru.bytes).toBe(8);
  });

  it('counts a value again when it is replaced, and never stores one over the budget', () => {
    const lru = new ByteBoundedLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('a', 'A2', 6);
    expect(lru.bytes).toBe(6);
    lru.set('b', 'B', 11);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A2');
  });

  it('grows only the value still stored under the key, dropping others (or it) to fit', () => {
    const lru = new ByteBoundedLru<string>(10);
    lru.set('a', 'A', 3);
    lru.set('b', 'B', 3);
    lru.grow('b', 'not B', 100);
    expect(lru.bytes).toBe(6);
    lru.grow('b', 'B', 5);
    expect([lru.get('a'), lru.get('b'), lru.bytes]).toEqual([undefined, 'B', 8]);
    lru.grow('b', 'B', 3);
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});
