import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '@dhanya/ui';
import { BROKEN_IMAGE_URL, portraitDataUrl } from '../support/ui-base-images';

const sizes = ['sm', 'md', 'lg', 'xl'] as const;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ravi Kumar' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div className="flex items-end gap-4">
        {sizes.map((size) => (
          <Avatar key={size} name="Ravi Kumar" size={size} />
        ))}
      </div>
      <div className="flex items-end gap-4">
        {sizes.map((size) => (
          <Avatar key={size} name="Anjali Rao" size={size} src={portraitDataUrl()} />
        ))}
      </div>
      <div className="flex items-end gap-4">
        <Avatar name="" />
        <Avatar name="suresh" />
        <Avatar name="Meena Iyer" src={BROKEN_IMAGE_URL} />
      </div>
    </div>
  ),
};

export const Initial: Story = {
  tags: ['req:ACCOUNT-17'],
  args: { name: 'ravi kumar', size: 'xl' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'ravi kumar' });
    await expect(avatar).toHaveTextContent('R');
    const box = avatar.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
  },
};

export const NoName: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'User' })).toHaveTextContent('?');
  },
};

export const WithImage: Story = {
  args: { name: 'Anjali Rao', src: portraitDataUrl(), size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anjali Rao' });
    // Once the photo has loaded it replaces the initial.
    await waitFor(() => expect(avatar).not.toHaveTextContent('A'));
  },
};

export const BrokenImage: Story = {
  args: { name: 'Meena Iyer', src: BROKEN_IMAGE_URL, size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Meena Iyer' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('M');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-4">
      {sizes.map((size) => (
        <Avatar key={size} name={`Size ${size}`} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = sizes.map((size) => canvas.getByRole('img', { name: `Size ${size}` }).getBoundingClientRect().width);
    await expect(widths).toEqual([32, 40, 64, 96]);
  },
};

export const Decorative: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="Ravi Kumar" decorative />
      <span className="font-medium text-foreground">Ravi Kumar</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(within(canvasElement).getByText('Ravi Kumar')).toBeVisible();
  },
};
