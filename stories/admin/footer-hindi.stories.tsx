import FooterTab from '@dhanya/admin/features/footer/footer-tab';
import { fixtures, mockData } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup } from './support/page';
import { toast } from './support/toast';

/** The Footer tab's Hindi (issue 34): the footer's company texts and each shop link's title. */
const meta = {
  title: 'Admin/Tabs/Footer/Hindi',
  tags: ['!autodocs'],
  component: FooterTab,
  decorators: [tabDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof FooterTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };

export const TranslateFooter: Story = {
  name: 'Footer translated in the Hindi tab',
  parameters: {
    docs: {
      description: {
        story: 'The हिन्दी tab holds the company name, tagline and address the Hindi pages’ footer shows.',
      },
    },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Footer details' }, slow));
    const englishName = fixtures.footer.companyName;
    await expect(form.queryByRole('textbox', { name: 'Company name in Hindi' })).toBeNull();

    await userEvent.click(form.getByRole('tab', { name: 'हिन्दी' }));
    const hindiName = form.getByRole('textbox', { name: 'Company name in Hindi' });
    await expect(hindiName).toHaveValue(fixtures.footer.translations!.hi!.companyName!);
    await userEvent.clear(hindiName);
    await userEvent.type(hindiName, 'धान्य अनाज भंडार');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await toast('Footer updated successfully', 'success');

    const hindi = mockData.footer.translations?.hi;
    await expect(hindi?.companyName).toBe('धान्य अनाज भंडार');
    await expect(hindi?.address).toBe(fixtures.footer.translations!.hi!.address);
    // The Hindi legal links, which this form does not show, are kept; the English footer is as it was.
    await expect(hindi?.legalLinks).toEqual(fixtures.footer.translations!.hi!.legalLinks);
    await expect(mockData.footer.companyName).toBe(englishName);
  },
};

export const TranslateShopLink: Story = {
  name: 'Shop link translated in the Hindi tab',
  parameters: {
    docs: { description: { story: 'The हिन्दी tab of a shop link holds the title the Hindi home page shows.' } },
  },
  play: async ({ canvas }) => {
    const link = fixtures.shopLinks[1]!;
    const list = within(await canvas.findByRole('list', { name: 'Shop links' }, slow));
    await userEvent.click(list.getByRole('button', { name: `Edit ${link.title}` }));
    const form = within(canvas.getByRole('form', { name: 'Update shop link' }));

    await userEvent.click(form.getByRole('tab', { name: 'हिन्दी' }));
    const hindiTitle = form.getByRole('textbox', { name: 'Title in Hindi' });
    await expect(hindiTitle).toHaveValue(link.translations!.hi!.title!);
    await userEvent.clear(hindiTitle);
    await userEvent.type(hindiTitle, 'खेत से सीधे');
    await userEvent.click(form.getByRole('button', { name: 'Update link' }));
    await toast('Link updated', 'success');

    const saved = mockData.shopLinks.find((stored) => stored._id === link._id)!;
    await expect(saved.translations?.hi?.title).toBe('खेत से सीधे');
    await expect(saved.title).toBe(link.title);
  },
};
