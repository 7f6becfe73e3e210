import sharp from 'sharp';

/** Real pictures, made in memory, for upload tests. */
export function testPicture(
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif',
  { width = 64, height = 48, colour = '#2e7d32' }: { width?: number; height?: number; colour?: string } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}
