import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DhanyaProvider, ProductCard, hindiLabels } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { ProviderShowcase } from '../support/provider-showcase';

/** What a shopper or a screen reader meets: text, and the attributes read out or shown. */
const readAttributes = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt'];

/** Brand names and an e-mail address are written in Latin letters in any language. */
const names = new Set(['Facebook', 'dukaan', 'dhanya', 'aap', 'example', 'com']);

/** Every English word in `root`, where it is: the texts the dictionary did not reach. */
function latinWords(root: Element): string[] {
  const found: string[] = [];
  const note = (where: string, text: string | null) => {
    for (const word of text?.match(/[A-Za-z]{2,}/g) ?? []) if (!names.has(word)) found.push(`${where}: ${word}`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style')) note(node.parentElement?.tagName ?? 'text', node.textContent);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of readAttributes) note(`${element.tagName}[${attribute}]`, element.getAttribute(attribute));
  }
  return found;
}

const meta = {
  title: 'UI/DhanyaProvider',
  component: DhanyaProvider,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs(
      `
      One place for the library's settings: \`labels\`, one dictionary of every component's texts keyed
      by component name (visible and screen-reader texts alike); \`locale\`, how prices, numbers and dates
      are written (\`en-IN\` by default); and \`renderLink\`, how every link is rendered. A component's own
      \`labels\` or \`renderLink\` prop still wins, and an inner provider's labels are merged over an outer
      one's. \`hindiLabels\` is the whole dictionary in Hindi.
      `,
      `
      <DhanyaProvider labels={hindiLabels} locale="hi-IN" renderLink={({ href, ...props }) => <Link to={href} {...props} />}>
        <App />
      </DhanyaProvider>
      `,
    ),
    // Devanagari falls back to the machine's fonts until the shop ships one (issue 34): no
    // picture may depend on them.
    visual: false,
  },
} satisfies Meta<typeof DhanyaProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InHindi: Story = {
  name: 'A second dictionary (Hindi)',
  render: () => (
    <DhanyaProvider labels={hindiLabels} locale="hi-IN">
      <ProviderShowcase />
    </DhanyaProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(canvas.getByRole('navigation', { name: 'पेज' })).toBeVisible();
    await expect(latinWords(canvasElement)).toEqual([]);

    // The parts fetched on first use speak Hindi too: the mega-menu panel, the drawer, the
    // dialogs and the toasts.
    const megaMenu = within(canvas.getByRole('navigation', { name: 'श्रेणियाँ' }));
    await userEvent.hover(megaMenu.getByRole('link', { name: 'चावल' }));
    await expect(await canvas.findByRole('link', { name: 'सभी चावल देखें' })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('button', { name: 'मेन्यू खोलें' }));
    const drawer = await page.findByRole('dialog');
    await expect(within(drawer).getByRole('button', { name: 'मेन्यू बंद करें' })).toBeInTheDocument();
    await expect(latinWords(drawer)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'जल्दी जोड़ें' }));
    const quickAdd = await page.findByRole('dialog');
    await expect(within(quickAdd).getByRole('button', { name: 'कार्ट में डालें' })).toBeInTheDocument();
    await expect(latinWords(quickAdd)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'हटाएँ' }));
    const confirm = await page.findByRole('alertdialog');
    await expect(within(confirm).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'ठीक है' }));

    await userEvent.click(canvas.getByRole('button', { name: 'आगे बढ़ें' }));
    const checkout = await page.findByRole('dialog', { name: 'ऑर्डर पूरा करें' });
    await expect(within(checkout).getByRole('button', { name: 'ऑर्डर करें' })).toBeInTheDocument();
    await expect(latinWords(checkout)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'सूचना दिखाएँ' }));
    await expect(await page.findByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    const toasts = page.getByRole('region', { name: /^सूचनाएँ/ });
    await expect(latinWords(toasts)).toEqual([]);
    await expect(latinWords(canvasElement)).toEqual([]);
  },
};

/** The same page without a provider: the English defaults, which the check above would find. */
export const InEnglish: Story = {
  name: 'The English defaults',
  render: () => <ProviderShowcase />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add to wishlist' })).toHaveLength(2);
    const words = latinWords(canvasElement);
    await expect(words).toContain('SPAN: Original');
    await expect(words).toContain('DIV[aria-roledescription]: carousel');
  },
};

/** A component's own `labels` win over the provider's, and nested providers merge. */
export const OwnLabelsWin: Story = {
  name: 'Own labels win',
  render: () => (
    <DhanyaProvider labels={hindiLabels} locale="hi-IN">
      <DhanyaProvider labels={{ ProductCard: { viewProduct: 'देखिए' } }}>
        <div className="flex gap-4 p-4">
          <ProductCard title="बासमती चावल" price={540} href="/product/basmati" />
          <ProductCard
            title="तूर दाल"
            price={180}
            compareAtPrice={200}
            href="/product/toor"
            labels={{ viewProduct: 'अभी देखें' }}
          />
        </div>
      </DhanyaProvider>
    </DhanyaProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'देखिए' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'अभी देखें' })).toBeVisible();
    // The outer dictionary still reaches what the inner one leaves out.
    await expect(canvas.getAllByRole('button', { name: 'पसंद में जोड़ें' })).toHaveLength(2);
    await expect(canvas.getByText('मूल कीमत:', { exact: false })).toBeInTheDocument();
  },
};
