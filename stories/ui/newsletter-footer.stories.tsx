import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterFooter } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { footerData, shopLinks } from '../support/footer-fixtures';
import { routerLink } from '../support/router-link';

const meta = {
  title: 'UI/NewsletterFooter',
  component: NewsletterFooter,
  args: {
    onSubscribe: fn(async (_email: string) => {}),
    shopLinks,
    socialLinks: footerData.socialLinks,
    companyName: footerData.companyName,
    renderLink: routerLink,
  },
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs(
      `
      The storefront's second footer: a newsletter sign-up with the shop's links and social profiles. It
      checks the email address itself, calls \`onSubscribe\` with it, shows "Thank you for subscribing!"
      and empties the box when the promise resolves, or a failure message and keeps the address when it
      rejects. Links go through \`renderLink\` so they can be router links. Every text can be
      changed through \`labels\`.
      `,
      `
      <NewsletterFooter
        onSubscribe={(email) => sendLead({ email, message: 'Newsletter' })}
        shopLinks={shopLinks}
        socialLinks={footer?.socialLinks}
        companyName={footer?.companyName}
        renderLink={routerLink}
      />
      `,
    ),
  },
} satisfies Meta<typeof NewsletterFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

function form(canvasElement: HTMLElement) {
  const footer = within(within(canvasElement).getByRole('contentinfo'));
  return {
    footer,
    box: footer.getByRole('textbox', { name: 'Email address' }),
    button: footer.getByRole('button', { name: 'Subscribe' }),
  };
}

export const All: Story = {
  tags: ['req:LAYOUT-27'],
  // Each footer sits in a labelled section, so the page has no duplicate contentinfo landmark.
  render: (args) => (
    <div className="flex flex-col gap-6">
      <section aria-label="With shop and social links">
        <NewsletterFooter {...args} />
      </section>
      <section aria-label="Newsletter only">
        <NewsletterFooter {...args} shopLinks={[]} socialLinks={null} companyName={undefined} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // In a section the footer is no contentinfo landmark, so the section stands for it.
    const footer = within(within(canvasElement).getByRole('region', { name: 'With shop and social links' }));
    const box = footer.getByRole('textbox', { name: 'Email address' });
    const button = footer.getByRole('button', { name: 'Subscribe' });
    await expect(box).toHaveAttribute('type', 'email');
    await expect(button).toBeEnabled();

    const shop = within(footer.getByRole('navigation', { name: 'Shop' }));
    await expect(shop.getByRole('heading', { name: 'Shop' })).toBeVisible();
    for (const { title, href } of shopLinks) {
      await expect(shop.getByRole('link', { name: title })).toHaveAttribute('href', href);
    }

    await expect(footer.getByRole('heading', { name: 'Connect With Us' })).toBeVisible();
    const social = within(footer.getByRole('list', { name: 'Connect With Us' }));
    const profiles = {
      Facebook: 'facebook',
      Twitter: 'twitter',
      Instagram: 'instagram',
      LinkedIn: 'linkedin',
    } as const;
    for (const [name, key] of Object.entries(profiles)) {
      await expect(social.getByRole('link', { name })).toHaveAttribute('href', footerData.socialLinks[key]);
    }
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid email',
  tags: ['req:LAYOUT-28'],
  play: async ({ canvasElement, args }) => {
    const { footer, box, button } = form(canvasElement);

    await userEvent.click(button);
    await expect(footer.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveFocus();

    await userEvent.type(box, 'ravi@farm');
    await expect(footer.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(footer.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');

    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  tags: ['req:LAYOUT-28'],
  args: { onSubscribe: fn((_email: string) => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement, args }) => {
    const { footer, box, button } = form(canvasElement);
    await userEvent.type(box, 'ravi.kumar@farmmail.in');
    await userEvent.click(button);

    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await expect(args.onSubscribe).toHaveBeenCalledWith('ravi.kumar@farmmail.in');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(footer.getByRole('status')).toHaveTextContent('Thank you for subscribing!'));
    await expect(box).toHaveValue('');
    await expect(button).toBeEnabled();
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  tags: ['req:LAYOUT-28'],
  args: { onSubscribe: fn(async (_email: string) => Promise.reject(new Error('Network error'))) },
  play: async ({ canvasElement, args }) => {
    const { footer, box, button } = form(canvasElement);
    await userEvent.type(box, 'ravi.kumar@farmmail.in');
    await userEvent.click(button);

    await waitFor(() => expect(footer.getByRole('alert')).toHaveTextContent('Could not subscribe. Please try again.'));
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await expect(footer.getByRole('status')).toHaveTextContent('');
    // The address stays so the shopper can try again.
    await expect(box).toHaveValue('ravi.kumar@farmmail.in');
    await expect(button).toBeEnabled();
  },
};

export const Mobile: Story = {
  tags: ['req:LAYOUT-27'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const { footer, box, button } = form(canvasElement);
    const shop = footer.getByRole('heading', { name: 'Shop' }).getBoundingClientRect();
    const connect = footer.getByRole('heading', { name: 'Connect With Us' }).getBoundingClientRect();
    await expect(shop.top).toBeGreaterThan(button.getBoundingClientRect().bottom);
    await expect(connect.top).toBeGreaterThan(shop.bottom);
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
