import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The icons the web app manifest names (packages/server/src/modules/content/web-manifest.ts). */
const icons = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false },
  { fileName: 'icons/maskable-512.png', size: 512, maskable: true },
];

/**
 * Draws the home screen icons from the shop's favicon.svg at build time (issue 35), so a shop
 * that changes its icon changes them too. A maskable icon fills its square with `background`
 * and keeps the mark inside the middle 70 %, which every phone's mask leaves whole.
 */
export function appIcons({ svg, background }: { svg: string; background: string }): Plugin {
  return {
    name: 'dhanya-app-icons',
    apply: 'build',
    async generateBundle() {
      const source = await readFile(svg);
      const draw = (size: number) => sharp(source, { density: 72 * (size / 32) }).resize(size, size);
      for (const { fileName, size, maskable } of icons) {
        const png = maskable
          ? await sharp({ create: { width: size, height: size, channels: 4, background } })
              .composite([
                {
                  input: await draw(Math.round(size * 0.7))
                    .png()
                    .toBuffer(),
                  gravity: 'center',
                },
              ])
              .png()
              .toBuffer()
          : await draw(size).png().toBuffer();
        this.emitFile({ type: 'asset', fileName, source: png });
      }
    },
  };
}
