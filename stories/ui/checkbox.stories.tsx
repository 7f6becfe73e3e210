import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'In stock', name: 'inStock', value: '1', onChange: fn() },
  parameters: {
    docs: componentDocs(
      `
      A native checkbox whose label is part of one 44 px target, so a thumb cannot miss it. It works
      before JavaScript and in a plain form (a list's "On offer" and "In stock" filters).
      `,
      `
      <Checkbox label="On offer" name="onOffer" value="1" defaultChecked={params.onOffer} onChange={apply} />
      `,
    ),
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Checkbox {...args} />
      <Checkbox {...args} label="On offer" name="onOffer" defaultChecked />
      <Checkbox {...args} label="Unavailable" name="unavailable" disabled />
      <Checkbox
        {...args}
        label="Only products packed in recyclable paper, from farms within 200 km of the shop"
        name="long"
      />
    </div>
  ),
};

export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'In stock' });
    // The label is the target too.
    await userEvent.click(within(canvasElement).getByText('In stock'));
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
