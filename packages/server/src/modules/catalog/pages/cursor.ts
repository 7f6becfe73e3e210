import type { ProductSort } from '@dhanya/api/contract';
import { HttpError } from '../../../http/errors.js';

/** Where a page ended: the last product's sort value (as PostgreSQL wrote it) and id, under one sort. */
export interface PageCursor {
  sort: ProductSort;
  /** The sort value as text: a timestamp keeps its microseconds, which a JS Date would lose. */
  key: string;
  id: string;
}

export const invalidCursor = 'This cursor is not valid for this list; start again from the first page';

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/** The cursor a client sent back, or a 400 when it is not one of ours or belongs to another sort. */
export function decodeCursor(text: string, sort: ProductSort): PageCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, invalidCursor);
  }
  if (!Array.isArray(parts) || parts.length !== 3 || !parts.every((part) => typeof part === 'string')) {
    throw new HttpError(400, invalidCursor);
  }
  const [cursorSort, key, id] = parts as [string, string, string];
  if (cursorSort !== sort) throw new HttpError(400, invalidCursor);
  return { sort, key, id };
}
