import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { footerData, longFooterData, unsafeFooterData } from '../support/footer-fixtures';
import { routerLink } from '../support/router-link';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: { status: 'ready', data: footerData, renderLink: routerLink },
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs(
      `
      The shop's footer, filled from the footer the admin edits: the shop's name and tagline, address,
      email and phone, quick links, social profiles (opening in a new tab) and legal links, then the
      copyright line. It has its own loading and error states (with Try Again when \`onRetry\` is given)
      and a short note when the shop has no footer yet. Text from the server is shown as text, and a link
      is only made from a safe address. Site links go through \`renderLink\` so they can be router links.
      `,
      `
      <Footer
        data={footer}
        status={isLoading ? 'loading' : error ? 'error' : 'ready'}
        onRetry={() => mutate()}
        renderLink={routerLink}
      />
      `,
    ),
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page must never scroll sideways because of the footer. */
async function expectNoHorizontalScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const All: Story = {
  tags: [
    'req:LAYOUT-20',
    'req:LAYOUT-21',
    'req:LAYOUT-22',
    'req:LAYOUT-23',
    'req:LAYOUT-24',
    'req:LAYOUT-25',
    'req:LAYOUT-26',
  ],
  // Each footer sits in a labelled section, so the page has no duplicate contentinfo landmark.
  render: (args) => (
    <div className="flex flex-col gap-6">
      {(
        [
          ['Ready', { status: 'ready' }],
          ['Loading', { status: 'loading' }],
          ['Error', { status: 'error', onRetry: fn() }],
          ['No data', { status: 'ready', data: null }],
        ] as const
      ).map(([label, props]) => (
        <section key={label} aria-label={label}>
          <Footer {...args} {...props} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // In a section a footer is no contentinfo landmark, so each section stands for its footer.
    const section = (name: string) => within(within(canvasElement).getByRole('region', { name }));

    const loading = section('Loading');
    await expect(loading.getByRole('status')).toHaveTextContent('Loading footer...');
    const noData = section('No data');
    await expect(noData.getByText('Unable to load footer data.')).toBeVisible();
    await expect(noData.queryByText('Failed to load footer')).not.toBeInTheDocument();

    const footer = section('Ready');
    await expect(footer.getByText('Annapurna Grains')).toBeVisible();
    await expect(footer.getByText(footerData.companyTagline)).toBeVisible();
    await expect(footer.getByText(footerData.address)).toBeVisible();
    await expect(footer.getByRole('link', { name: footerData.email })).toHaveAttribute(
      'href',
      'mailto:hello@annapurnagrains.in',
    );
    await expect(footer.getByRole('link', { name: footerData.phone })).toHaveAttribute('href', 'tel:+919845012345');

    const social = { Facebook: 'facebook', Twitter: 'twitter', Instagram: 'instagram', LinkedIn: 'linkedin' } as const;
    for (const [name, key] of Object.entries(social)) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', footerData.socialLinks[key]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    }

    const quickLinks = within(footer.getByRole('navigation', { name: 'Quick Links' }));
    await expect(quickLinks.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    const quick = [
      ['New Arrivals', '/new-arrivals'],
      ['Return Policy', '/return'],
      ['Terms & Conditions', '/terms'],
      ['Contact Us', '/contact'],
    ];
    for (const [name, href] of quick) {
      await expect(quickLinks.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    const legal = within(footer.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getAllByRole('link')).toHaveLength(footerData.legalLinks.length);
    for (const { title, url } of footerData.legalLinks) {
      await expect(legal.getByRole('link', { name: title })).toHaveAttribute('href', url);
    }

    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Annapurna Grains. All rights reserved.`),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  tags: ['req:LAYOUT-25'],
  args: { status: 'error', data: undefined, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('alert')).toHaveTextContent('Failed to load footer');
    await userEvent.click(footer.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { data: longFooterData },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByText(longFooterData.companyName)).toBeVisible();
    await expect(footer.getByRole('link', { name: longFooterData.email })).toBeVisible();
    await expect(footer.queryByRole('link', { name: 'Twitter' })).not.toBeInTheDocument();
    await expectNoHorizontalScroll();
  },
};

export const UnsafeText: Story = {
  name: 'Unsafe text',
  tags: ['req:CONTENT-08'],
  args: { data: unsafeFooterData },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByText('<script>alert(1)</script>Annapurna')).toBeVisible();
    await expect(footer.getByText('<img src=x onerror="alert(1)"> Fresh grains')).toBeVisible();
    await expect(canvasElement.querySelector('footer script, footer img')).toBeNull();

    // The unsafe targets stay visible as text but are never links.
    await expect(footer.getByText('Click me')).toBeVisible();
    await expect(footer.queryByRole('link', { name: 'Click me' })).not.toBeInTheDocument();
    await expect(footer.queryByRole('link', { name: 'Data link' })).not.toBeInTheDocument();
    await expect(footer.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    for (const link of footer.getAllByRole('link')) {
      await expect(link.getAttribute('href') ?? '').toMatch(/^(\/(?![/\\])|https:\/\/|mailto:|tel:)/);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    const brand = footer.getByText('Annapurna Grains').getBoundingClientRect();
    const quickLinks = footer.getByRole('heading', { name: 'Quick Links' }).getBoundingClientRect();
    const contact = footer.getByRole('heading', { name: 'Contact' }).getBoundingClientRect();
    // Columns stack: each section starts below the one before it.
    await expect(quickLinks.top).toBeGreaterThan(brand.bottom);
    await expect(contact.top).toBeGreaterThan(quickLinks.bottom);
    await expectNoHorizontalScroll();
  },
};
