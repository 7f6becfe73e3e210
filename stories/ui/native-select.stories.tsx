import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const sortOptions = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
];

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect,
  args: { label: 'Sort by', name: 'sort', options: sortOptions, defaultValue: 'featured', onChange: fn() },
  parameters: {
    docs: componentDocs(
      `
      The browser's own \`<select>\` in the field frame. It works before the page's JavaScript has loaded
      and inside a plain GET form (a list's sort order), and phones open their native picker. Use Select
      inside an app's forms, where a richer list is worth the script.
      `,
      `
      <NativeSelect label="Sort by" name="sort" options={sortOptions} defaultValue={params.sort} onChange={apply} />
      `,
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <NativeSelect {...args} />
      <NativeSelect {...args} label="Disabled" name="disabled" disabled />
      <NativeSelect {...args} label="With help" name="help" helperText="Applies at once." />
      <NativeSelect {...args} label="Refused" name="refused" error="Choose an order." />
    </div>
  ),
};

export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'Newest');
    await expect(select).toHaveValue('newest');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
