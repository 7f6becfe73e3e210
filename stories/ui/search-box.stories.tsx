import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { riceSuggestions, useDemoSearch } from '../support/nav-fixtures';
import { productHref, routerLink } from '../support/router-link';

function CurrentPath() {
  return <p className="mt-40 text-sm text-muted-foreground">Current path: {useLocation().pathname}</p>;
}

/** A search box answered by the demo catalogue; `onQueryChange` still reports to the story's spy. */
function LiveSearchBox(props: SearchBoxProps) {
  const search = useDemoSearch(props.onQueryChange);
  return <SearchBox {...props} {...search} />;
}

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  args: {
    suggestions: [],
    onQueryChange: fn(),
    onSelect: fn(),
    renderLink: routerLink,
    productHref,
  },
  parameters: {
    docs: componentDocs(
      `
      The product search of the header and the mobile menu: a box that suggests products as the shopper
      types. It calls \`onQueryChange\` once typing pauses, with the trimmed text, and shows the first five
      \`suggestions\` it is given as links to their product pages (\`productHref\`); the arrow keys move through them, Enter
      or a click calls \`onSelect\`, Escape closes the list and leaving the box hides it shortly after. No
      results shows no list and no error. The app does the searching; \`loading\` shows that it is busy.
      `,
      `
      const [query, setQuery] = useState('');
      const { data: suggestions = [], isLoading } = useProductSearch(query);

      <SearchBox
        suggestions={suggestions}
        loading={isLoading}
        onQueryChange={setQuery}
        onSelect={(product) => navigate(\`/product/\${product._id}\`)}
        renderLink={routerLink}
        productHref={(product) => \`/product/\${product._id}\`}
      />
      `,
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
        <CurrentPath />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const typeQuery = async (canvasElement: HTMLElement, text: string) => {
  const input = within(canvasElement).getByRole('combobox', { name: 'Search products' });
  await userEvent.type(input, text);
  return input;
};

export const All: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <SearchBox {...args} />
      <SearchBox {...args} loading label="Search products (loading)" />
      <div className="max-w-[343px]">
        <SearchBox {...args} label="Search products (narrow)" labels={{ placeholder: 'Search rice, dals…' }} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(input).toHaveAttribute('placeholder', 'Search products…');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('search', { name: 'Search products' })).toBeInTheDocument();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};

export const WithSuggestions: Story = {
  name: 'With suggestions',
  tags: ['req:SEARCH-01', 'req:SEARCH-05'],
  parameters: { docs: { description: { story: 'With suggestions (7 passed, 5 shown).' } } },
  args: { suggestions: riceSuggestions },
  play: async ({ canvasElement, args }) => {
    const input = await typeQuery(canvasElement, 'rice');
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Search products' });
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    for (const [index, option] of options.entries()) {
      const suggestion = riceSuggestions[index]!;
      await expect(option).toHaveAccessibleName(suggestion.title);
      await expect(option).toHaveAttribute('href', `/product/${suggestion._id}`);
    }
    // Debounced: one query, for the whole word, once typing paused.
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith('rice'));
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
  },
};

export const Live: Story = {
  name: 'Live search',
  tags: ['req:SEARCH-01', 'req:SEARCH-07'],
  parameters: { docs: { description: { story: 'Live search against the demo catalogue.' } } },
  render: (args) => <LiveSearchBox {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await typeQuery(canvasElement, 'dal');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(4));
    await expect(canvas.getByRole('option', { name: 'Toor Dal 1 kg' })).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
  },
};

export const Keyboard: Story = {
  parameters: { docs: { description: { story: 'ArrowDown ×2, Enter selects the 2nd.' } } },
  args: { suggestions: riceSuggestions },
  play: async ({ canvasElement, args }) => {
    const input = await typeQuery(canvasElement, 'rice');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(canvasElement).getByRole('option', { name: riceSuggestions[1]!.title });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(riceSuggestions[1]);
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvasElement).getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveValue('rice');
  },
};

export const ClickSuggestion: Story = {
  name: 'Click a suggestion',
  tags: ['req:SEARCH-02'],
  parameters: { docs: { description: { story: 'Clicking a suggestion selects it.' } } },
  args: { suggestions: riceSuggestions },
  play: async ({ canvasElement, args }) => {
    await typeQuery(canvasElement, 'rice');
    await userEvent.click(within(canvasElement).getByRole('option', { name: 'Kolam Rice 10 kg' }));
    await expect(args.onSelect).toHaveBeenCalledWith(riceSuggestions[2]);
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const LinkNavigation: Story = {
  name: 'Link navigation',
  tags: ['req:SEARCH-02'],
  parameters: { docs: { description: { story: 'Without onSelect, a suggestion is a plain link to /product/{id}.' } } },
  args: { suggestions: riceSuggestions, onSelect: undefined },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'basmati');
    await userEvent.click(within(canvasElement).getByRole('option', { name: 'Premium Aged Basmati Rice 1 kg' }));
    await expect(within(canvasElement).getByText('Current path: /product/p-basmati')).toBeInTheDocument();
  },
};

export const BlurHides: Story = {
  name: 'Blur hides',
  tags: ['req:SEARCH-03'],
  parameters: { docs: { description: { story: 'Blurring hides the suggestions shortly after.' } } },
  args: { suggestions: riceSuggestions },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'rice');
    await userEvent.tab();
    // Still there right after the blur (200 ms grace; exact timing is unit-tested).
    await expect(within(canvasElement).getByRole('listbox')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'basmati');
    await expect(within(canvasElement).getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  name: 'No results',
  tags: ['req:SEARCH-08'],
  parameters: { docs: { description: { story: 'No list, no error.' } } },
  args: { suggestions: [] },
  play: async ({ canvasElement, args }) => {
    const input = await typeQuery(canvasElement, 'quinoa');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith('quinoa'));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/no (results|products)|error|failed/i)).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { suggestions: riceSuggestions },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'rice');
    const listbox = within(canvasElement).getByRole('listbox');
    const input = within(canvasElement).getByRole('combobox');
    // The list is as wide as the box and stays within the small screen.
    await expect(listbox.getBoundingClientRect().width).toBeCloseTo(input.getBoundingClientRect().width, 0);
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
