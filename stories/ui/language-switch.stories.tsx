import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type LanguageOption, LanguageSwitch } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

/** The about page in each language, as the storefront builds the links. */
const languages = (current: string): LanguageOption[] => [
  { code: 'en', name: 'English', href: '/language/en?next=%2Fabout', current: current === 'en' },
  { code: 'hi', name: 'हिन्दी', href: '/language/hi?next=%2Fabout', current: current === 'hi' },
];

const meta = {
  title: 'UI/LanguageSwitch',
  component: LanguageSwitch,
  args: { languages: languages('en') },
  parameters: {
    docs: componentDocs(
      `
      The shop's languages, each named in its own script, the page's own marked current. Each link
      leads to the same page in that language: a plain link, so it works before the page's code has
      run (the storefront's links go through the server, which remembers the choice). The Header
      shows it from 900 px up and the mobile drawer at its foot when given \`languages\`.
      `,
      `
      <LanguageSwitch
        languages={[
          { code: 'en', name: 'English', href: '/about', current: true },
          { code: 'hi', name: 'हिन्दी', href: '/hi/about' },
        ]}
      />
      `,
    ),
  },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      <LanguageSwitch languages={languages('en')} />
      <LanguageSwitch languages={languages('hi')} labels={{ label: 'भाषा' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [english, hindi] = canvas.getAllByRole('navigation');
    const hindiLink = within(english!).getByRole('link', { name: 'हिन्दी' });
    await expect(hindiLink).toHaveAttribute('hreflang', 'hi');
    await expect(hindiLink).toHaveAttribute('lang', 'hi');
    await expect(hindiLink).not.toHaveAttribute('aria-current');
    await expect(within(english!).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(hindi).toHaveAccessibleName('भाषा');
    await expect(within(hindi!).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
  },
};
