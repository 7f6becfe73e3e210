import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

// The admin dashboard's tabs (ADMIN-06, plus the Orders tab of ADMIN-42).
const adminTabs = [
  'Categories',
  'Specials',
  'Products',
  'Users',
  'Best Sellers',
  'Footer',
  'Image Upload',
  'Lead Form',
  'Orders',
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'Categories', onValueChange: fn() },
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  parameters: {
    docs: componentDocs(
      `
      Sections of one page that take turns in the same space, such as the admin dashboard's Categories,
      Products and Orders. The tab list scrolls sideways on a phone instead of wrapping; the arrow keys,
      Home and End move between tabs and a disabled tab is skipped. Compose it from TabsList with a
      TabsTrigger per section and a TabsContent per section, matched by \`value\`; name the list with
      \`aria-label\`.
      `,
      `
      <Tabs defaultValue="categories">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="categories">Categories</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
        </TabsList>
        <TabsContent value="categories">...</TabsContent>
        <TabsContent value="orders">...</TabsContent>
      </Tabs>
      `,
    ),
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Dashboard sections">
        {adminTabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {adminTabs.map((tab) => (
        <TabsContent key={tab} value={tab}>
          <p className="rounded-card border border-border bg-surface p-6 text-sm text-foreground">{tab} panel</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <Tabs {...args}>
        <TabsList aria-label="Dashboard sections">
          {adminTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="Categories">
          <p className="text-sm text-foreground">Categories panel</p>
        </TabsContent>
      </Tabs>
      <Tabs defaultValue="details">
        <TabsList aria-label="Product">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
          <TabsTrigger value="shipping" disabled>
            Shipping (soon)
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <p className="text-sm text-foreground">Details panel</p>
        </TabsContent>
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const product = within(within(canvasElement).getByRole('tablist', { name: 'Product' }));
    await expect(product.getByRole('tab', { name: 'Shipping (soon)' })).toBeDisabled();
    await expect(product.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const AdminDashboard: Story = {
  name: 'Admin dashboard tabs',
  tags: ['req:ADMIN-06'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(adminTabs);
    await expect(canvas.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Categories panel');

    await userEvent.click(canvas.getByRole('tab', { name: 'Users' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Users');
    await expect(canvas.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    const panels = canvas.getAllByRole('tabpanel');
    await expect(panels).toHaveLength(1);
    await expect(panels[0]).toHaveTextContent('Users panel');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Categories' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Specials' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Specials panel');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  name: 'Mobile (scrolls sideways)',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    const tabs = canvas.getAllByRole('tab');
    // One row that scrolls, never wrapped onto several lines.
    const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    // Choosing the last tab by keyboard scrolls it into view.
    await userEvent.click(canvas.getByRole('tab', { name: 'Categories' }));
    await userEvent.keyboard('{End}');
    const orders = canvas.getByRole('tab', { name: 'Orders' });
    await expect(orders).toHaveFocus();
    await expect(orders.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};
