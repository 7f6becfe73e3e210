/** The server refuses uploads above 5 MB; saying so before sending saves a slow failure. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageFileMessages = {
  notAnImage: 'Choose an image file (JPG, PNG, WebP or SVG)',
  tooLarge: 'Choose an image of 5 MB or less',
} as const;

/** Why a chosen file cannot be uploaded as a picture, or undefined when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) return imageFileMessages.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return imageFileMessages.tooLarge;
  return undefined;
}
