import { OfflinePage } from '@dhanya/storefront/routes/offline';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { offlinePageFor } from '../../packages/storefront/service-worker/cache-rules';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup } from './support/page';

const meta = {
  title: 'Storefront/Pages/Offline',
  tags: ['!autodocs'],
  component: OfflinePage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: {
    ...pageParameters,
    path: '/offline',
    docs: {
      description: {
        component:
          'What the service worker shows, offline, for a page this phone has not kept (issue 35). It is static HTML: the worker writes in the pages that are kept and points "Try again" at the page asked for.',
      },
    },
  },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { docs: { description: { story: 'Nothing is kept on this phone yet.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('No pages are saved on this phone yet.');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  },
};

export const Populated: Story = {
  parameters: { docs: { description: { story: 'The pages the phone has kept, as the service worker lists them.' } } },
  play: async ({ canvas, canvasElement }) => {
    // What the service worker does to the page it serves (service-worker/cache-rules.ts).
    const section = canvasElement.querySelector('section')!;
    section.innerHTML = offlinePageFor(section.innerHTML, '/product/p7', [
      { path: '/product/p1', title: 'Aged Basmati Rice · Dhanya' },
      { path: '/categories/c2', title: 'Pulses &amp; Dals · Dhanya' },
      { path: '/', title: 'Dhanya Organics' },
    ]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Pulses & Dals · Dhanya' })).toHaveAttribute(
      'href',
      '/categories/c2',
    );
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/product/p7');
  },
};

export const MobileHindi: Story = {
  ...mobileHindi('The offline page under /hi, for a Hindi page the phone has not kept.'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'फिर से कोशिश करें' })).toBeVisible();
  },
};
