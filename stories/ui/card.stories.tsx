import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Chip,
} from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/Card',
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
  parameters: {
    docs: componentDocs(
      `
      A white surface with the theme's rounded corners that groups one subject: a profile, an order
      summary, a policy. Compose it from CardHeader (CardTitle, an \`<h3>\` unless \`asChild\` gives another
      level, and CardDescription), CardContent and CardFooter for the actions; use only the parts you
      need.
      `,
      `
      <Card>
        <CardHeader>
          <CardTitle>Order Summary</CardTitle>
          <CardDescription>3 items in your cart</CardDescription>
        </CardHeader>
        <CardContent>Sona Masoori Rice, Toor Dal, Ragi Flour</CardContent>
        <CardFooter>
          <Button>Proceed to Checkout</Button>
        </CardFooter>
      </Card>
      `,
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

function ProfileCard() {
  return (
    <Card className="max-w-md">
      <CardHeader className="flex-row items-center gap-4">
        <Avatar name="Ravi Kumar" size="lg" decorative />
        <div className="flex flex-col gap-1">
          <CardTitle>Ravi Kumar</CardTitle>
          <CardDescription>ravi.kumar@example.com</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm text-foreground">
        <p>+91 9876543210</p>
        <p>India, Tamil Nadu</p>
      </CardContent>
    </Card>
  );
}

export const All: Story = {
  tags: ['req:ACCOUNT-17'],
  render: () => (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Order Summary</CardTitle>
          <CardDescription>3 items in your cart</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-foreground">Sona Masoori Rice, Toor Dal, Ragi Flour</CardContent>
        <CardFooter>
          <Button>Proceed to Checkout</Button>
        </CardFooter>
      </Card>
      <ProfileCard />
      <Card>
        <CardContent className="text-sm text-foreground">A card with content only.</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Organic Brown Rice</CardTitle>
          <CardDescription>
            Hand-pounded brown rice from small farms in the Kaveri delta, rich in fibre and minerals, sun-dried and
            packed without preservatives. A long description wraps over several lines without overflowing.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Chip tone="success" size="sm">
            In stock
          </Chip>
        </CardFooter>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Order Summary', level: 3 });
    const card = title.closest('[data-slot="card"]')!;
    // White surface with the theme's 12 px corners.
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(card).borderRadius).toBe('12px');
    // The footer sits below the content.
    const button = within(card as HTMLElement).getByRole('button', { name: 'Proceed to Checkout' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    // The profile header card.
    await expect(canvas.getByRole('heading', { name: 'Ravi Kumar' })).toBeVisible();
    await expect(canvas.getByText('ravi.kumar@example.com')).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle asChild>
          <h2>Shipping Address</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-foreground">12 Gandhi Road, Chennai</CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Shipping Address', level: 2 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => <ProfileCard />,
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]')!;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
