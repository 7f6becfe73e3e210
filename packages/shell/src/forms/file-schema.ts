import { z } from 'zod';

/**
 * A file chosen in a form (a picture to upload): null until one is chosen. With `required`,
 * none is refused with that message.
 */
export function chosenFileSchema(required?: string) {
  const file = z.instanceof(File).nullable();
  return required ? file.refine((chosen) => chosen !== null, required) : file;
}
