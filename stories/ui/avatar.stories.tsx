import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '@dhanya/ui';
import { componentDocs, variantArgType } from '../support/component-docs';
import { BROKEN_IMAGE_URL, portraitDataUrl } from '../support/ui-base-images';

const sizes = ['sm', 'md', 'lg', 'xl'] as const;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ravi Kumar' },
  argTypes: { size: variantArgType(sizes, 'md', '32, 40, 64 or 96 px.') },
  parameters: {
    docs: componentDocs(
      `
      A round picture of a person: their photo when \`src\` loads, else the initial of their name ("?"
      without a name). Screen readers hear the name. Where the name is written right beside it, mark it
      \`decorative\` so the name is not read twice. Four sizes, from 32 px (sm) to 96 px (xl).
      `,
      `
      <Avatar name={profile.firstName} src={profile.photoUrl} size="xl" />
      `,
    ),
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:ACCOUNT-17'],
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const initials = canvas.getAllByRole('img', { name: 'Ravi Kumar' });
    for (const avatar of initials) await expect(avatar).toHaveTextContent('R');
    const boxes = initials.map((avatar) => avatar.getBoundingClientRect());
    await expect(boxes.map((box) => box.width)).toEqual([32, 40, 64, 96]);
    for (const box of boxes) await expect(box.height).toBe(box.width);
    // The initial is a capital whatever the name's case.
    await expect(canvas.getByRole('img', { name: 'suresh' })).toHaveTextContent('S');
    await expect(canvas.getByRole('img', { name: 'User' })).toHaveTextContent('?');

    // Once a photo has loaded it replaces the initial; a photo that fails leaves the initial.
    for (const photo of canvas.getAllByRole('img', { name: 'Anjali Rao' })) {
      await waitFor(() => expect(photo).not.toHaveTextContent('A'));
    }
    const broken = canvas.getByRole('img', { name: 'Meena Iyer' });
    await waitFor(() => expect(broken.querySelector('img')).toBeNull());
    await expect(broken).toHaveTextContent('M');
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
