import path from 'node:path';
import type { UploadKind } from '@dhanya/api/contract';

let root: string | undefined;

/**
 * Set by the uploads plugin when the app is built. The storage functions take no directory
 * so that any module (and the seed) can store a picture with just its kind and bytes; one
 * process serves one shop, so one uploads directory per process is all there is.
 */
export function setUploadsDirectory(directory: string): void {
  root = path.resolve(directory);
}

export function uploadsDirectory(): string {
  if (!root) throw new Error('The uploads plugin is not installed: no uploads directory is set');
  return root;
}

export function kindDirectory(kind: UploadKind): string {
  return path.join(uploadsDirectory(), kind);
}
