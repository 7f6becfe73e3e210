import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

/** Holds the quantity like a cart would, and still reports every change to the story's spy. */
function StatefulStepper({ value: initial, onChange, ...props }: QuantityStepperProps) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, onChange: fn(), label: 'Quantity for Sona Masoori Rice (5 kg)' },
  render: (args) => <StatefulStepper {...args} />,
  parameters: {
    docs: componentDocs(
      `
      Minus and plus buttons around a number field, for the quantity of a cart line or a quick add.
      Controlled, it calls \`onChange\` with the next quantity and shows the \`value\` it is given; without
      a \`value\` it keeps its own, from \`defaultValue\` (1).
      It never goes below 1 (or \`min\`) nor above \`max\` (the stock left), and a typed 0, negative or
      empty value is dropped for the last valid one. \`disabled\` holds it while an update is in flight.
      Name it after the product with \`label\`.
      `,
      `
      <QuantityStepper
        label={\`Quantity for \${line.title}\`}
        value={line.quantity}
        max={line.stock}
        disabled={updating}
        onChange={(quantity) => updateLine(line.id, quantity)}
      />
      `,
    ),
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const states: { name: string; props: Partial<QuantityStepperProps> }[] = [
  { name: 'At minimum (1)', props: { value: 1 } },
  { name: 'In between', props: { value: 3, max: 10 } },
  { name: 'At maximum (stock 5)', props: { value: 5, max: 5 } },
  { name: 'Disabled (update in flight)', props: { value: 2, disabled: true } },
];

export const All: Story = {
  render: (args) => (
    <dl className="grid grid-cols-[auto_auto] items-center gap-x-6 gap-y-4">
      {states.map((state) => (
        <div key={state.name} className="contents">
          <dt className="text-sm text-muted-foreground">{state.name}</dt>
          <dd>
            <StatefulStepper {...args} {...state.props} label={`Quantity, ${state.name}`} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const disabled = within(
      within(canvasElement).getByRole('group', { name: 'Quantity, Disabled (update in flight)' }),
    );
    await expect(disabled.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(disabled.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(disabled.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
  },
};

export const Default: Story = {
  tags: ['req:CART-16'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Quantity for Sona Masoori Rice (5 kg)' });
    const input = within(group).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(within(group).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue(3);
    await userEvent.click(within(group).getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue(2);

    // Typed 0, a negative or nothing is dropped: the last valid quantity comes back.
    for (const typed of ['0', '-3', '']) {
      await userEvent.clear(input);
      if (typed) await userEvent.type(input, typed);
      await userEvent.tab();
      await expect(input).toHaveValue(2);
    }
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    await userEvent.clear(input);
    await userEvent.type(input, '6{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await expect(input).toHaveValue(6);
  },
};

export const AtMinimum: Story = {
  name: 'At minimum',
  tags: ['req:CART-14', 'req:CART-16'],
  args: { value: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const decrement = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrement).toBeDisabled();
    await userEvent.click(decrement, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  },
};

export const AtMaximum: Story = {
  name: 'At maximum (stock left)',
  args: { value: 5, max: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const increment = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(increment).toBeDisabled();
    await userEvent.click(increment, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  },
};
