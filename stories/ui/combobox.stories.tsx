import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { longTitleOptions, productOptions, useDemoOptions } from '../support/combobox-fixtures';

/** A combobox answered by the in-memory demo search; the story's spies still hear every change. */
function LiveCombobox({ catalogue = productOptions, ...props }: ComboboxProps & { catalogue?: ComboboxOption[] }) {
  const demo = useDemoOptions(catalogue);
  return (
    <Combobox
      {...props}
      {...demo}
      onQueryChange={(query) => {
        demo.onQueryChange(query);
        props.onQueryChange?.(query);
      }}
    />
  );
}

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  args: { label: 'Product', options: productOptions.slice(0, 8), onValueChange: fn(), onQueryChange: fn() },
  parameters: {
    docs: componentDocs(
      `
      A field for choosing one item of a list too long for a drop-down: the product of an offer among
      thousands. Typing asks the app for options (\`onQueryChange\`, once typing pauses for 250 ms); the
      popup shows the \`options\` it answers, keeps them while the next ones load (\`loading\`), and says
      when nothing matches. The arrow keys move through the options, skipping disabled ones; Enter or a
      click chooses; Escape closes the popup, and a second Escape clears the choice. The chosen option's
      label stays in the box. A failed load shows \`loadError\` under the box with a retry button.
      Built on downshift's \`useCombobox\` (the WAI-ARIA combobox pattern); the app does the searching.
      `,
      `
      const [query, setQuery] = useState('');
      const { data, error, isValidating, mutate } = useProductListPage(query ? paths.search : paths.products, { query, limit: 20 });

      <Combobox
        label="Product"
        options={(data?.products ?? []).map((product) => ({ value: product._id, label: product.title }))}
        value={chosen}
        onValueChange={setChosen}
        onQueryChange={setQuery}
        loading={isValidating}
        loadError={error && 'Could not load the products.'}
        onRetry={() => mutate()}
        labels={{ noMatch: (text) => \`No product matches “\${text}”\` }}
      />
      `,
    ),
  },
  decorators: [
    // Room below the box, so the open popup is inside the captured story.
    (Story) => (
      <div className="min-h-[30rem] max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const box = (canvas: Canvas, name = 'Product') => canvas.getByRole('combobox', { name });
const announced = (canvasElement: HTMLElement) => canvasElement.querySelector('[role="status"].sr-only');

export const All: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Combobox {...args} />
      <Combobox {...args} label="Chosen" defaultValue={productOptions[0]} helperText="Type part of a title" />
      <Combobox {...args} label="Refused" required error="Please select a product" />
      <Combobox {...args} label="Failed" loadError="Could not load the products." onRetry={fn()} />
      <Combobox {...args} label="Disabled" disabled labels={{ placeholder: 'No products yet' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(box(canvas)).toHaveAttribute('placeholder', 'Type to search…');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(canvas, 'Chosen')).toHaveValue(productOptions[0]!.label);
    await expect(box(canvas, 'Refused')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, 'Refused')).toHaveAccessibleDescription('Please select a product');
    await expect(box(canvas, 'Failed')).toHaveAccessibleDescription('Could not load the products.');
    await expect(box(canvas, 'Disabled')).toBeDisabled();
  },
};

export const NothingTyped: Story = {
  name: 'Nothing typed',
  parameters: { docs: { description: { story: 'Opened before typing: the first page, and a hint.' } } },
  render: (args) => <LiveCombobox {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    const listbox = canvas.getByRole('listbox', { name: 'Product' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await expect(canvas.getByText('Showing 8 of 15. Type more to narrow them.')).toBeVisible();
    await expect(announced(canvasElement)).toHaveTextContent('8 options available');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = {
  args: { options: [], loading: true },
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas));
    await expect(canvas.getByText('Loading…', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expect(canvas.getByRole('listbox', { hidden: true })).not.toBeVisible();
  },
};

export const Results: Story = {
  tags: ['req:ADMIN-22'],
  parameters: { docs: { description: { story: 'Typing "rice" finds the rice; a click chooses one.' } } },
  render: (args) => <LiveCombobox {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas), 'rice');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(6));
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(args.onQueryChange).toHaveBeenCalledWith('rice');
    const taken = canvas.getByRole('option', { name: 'Sona Masoori Rice (5 kg) (best seller)' });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(taken);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('option', { name: 'Black Kavuni Rice (1 kg)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(productOptions[2]);
    await expect(box(canvas)).toHaveValue('Black Kavuni Rice (1 kg)');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatch: Story = {
  name: 'No match',
  render: (args) => <LiveCombobox {...args} labels={{ noMatch: (text) => `No product matches “${text}”` }} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(box(canvas), 'quinoa');
    await expect(await canvas.findByText('No product matches “quinoa”', { selector: 'p' })).toBeVisible();
    await expect(announced(canvasElement)).toHaveTextContent('No product matches “quinoa”');
  },
};

export const Error: Story = {
  args: { loadError: 'Could not load the products.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas));
    await expect(canvas.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongTitles: Story = {
  name: 'Long titles',
  parameters: { docs: { description: { story: 'Long titles wrap in the popup; the box shows the start.' } } },
  render: (args) => <LiveCombobox {...args} catalogue={longTitleOptions} />,
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'organic');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('option', { name: longTitleOptions[2]!.label }));
    await expect(box(canvas)).toHaveValue(longTitleOptions[2]!.label);
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    await expect(canvas.getByRole('option', { name: longTitleOptions[2]!.label })).toBeVisible();
  },
};

export const Keyboard: Story = {
  parameters: { docs: { description: { story: 'Down skips the disabled option, Enter chooses, Escape ×2 clears.' } } },
  render: (args) => <LiveCombobox {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(box(canvas)).toHaveFocus();
    await userEvent.type(box(canvas), 'dal');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(4));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const moongDal = canvas.getByRole('option', { name: 'Moong Dal (500 g)' });
    await expect(moongDal).toHaveAttribute('aria-selected', 'true');
    await expect(box(canvas)).toHaveAttribute('aria-activedescendant', moongDal.id);
    // Down from Moong Dal passes the disabled Toor Dal.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Urad Dal (1 kg)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(productOptions[14]);
    await expect(box(canvas)).toHaveValue('Urad Dal (1 kg)');

    await userEvent.keyboard('{ArrowDown}');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(canvas)).toHaveValue('Urad Dal (1 kg)');
    await userEvent.keyboard('{Escape}');
    await expect(box(canvas)).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <LiveCombobox {...args} catalogue={[...productOptions, ...longTitleOptions]} />,
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'ri');
    // The first page is already open: wait for the answer to "ri", which alone holds the long title.
    await expect(
      await canvas.findByRole('option', { name: longTitleOptions[0]!.label }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('option', { name: 'Barnyard Millet (1 kg)' })).not.toBeInTheDocument();
    const popup = canvas.getByRole('listbox').parentElement!;
    // The popup is as wide as the box and stays within the small screen.
    await expect(popup.getBoundingClientRect().width).toBeCloseTo(box(canvas).getBoundingClientRect().width, 0);
    await expect(popup.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
