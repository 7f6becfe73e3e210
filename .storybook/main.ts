import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: {
        // Stories import the library's source, so a change shows without rebuilding it.
        alias: {
          '@dhanya/ui': new URL('../packages/ui/src/index.ts', import.meta.url).pathname,
          '@dhanya/storefront': new URL('../packages/storefront/src', import.meta.url).pathname,
          '@dhanya/admin': new URL('../packages/admin/src', import.meta.url).pathname,
        },
      },
    }),
};

export default config;
