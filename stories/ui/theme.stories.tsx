import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Chip,
  Price,
  TextField,
} from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
// The other shop's serif, shipped by the repo like Poppins: a picture never depends on the fonts
// a machine has installed (a system serif's ₹ differs from one machine to the next).
import '@fontsource/lora/latin-400.css';
import '@fontsource/lora/latin-600.css';
import '@fontsource/lora/latin-ext-400.css';
import '@fontsource/lora/latin-ext-600.css';

/**
 * Another shop's look, applied by overriding Dhanya's CSS variables on a wrapper: no rebuild,
 * no new classes. The wrapper repeats `font-sans` because the font family is inherited as a
 * computed value from <html>, not as the variable.
 */
const harvestTheme = {
  '--dh-color-primary': '#4a2c0a',
  '--dh-color-primary-hover': '#361f06',
  '--dh-color-secondary': '#8bc34a',
  '--dh-color-secondary-hover': '#7cb342',
  '--dh-color-secondary-foreground': '#1b2627',
  '--dh-radius-card': '4px',
  '--dh-font-sans': "'Lora', 'Poppins', serif",
} as React.CSSProperties;

function Showcase({ name, style }: { name: string; style?: React.CSSProperties }) {
  return (
    <section aria-label={name} style={style} className="flex flex-col gap-4 bg-background p-4 font-sans">
      <h2 className="text-lg font-semibold text-foreground">{name}</h2>
      <div className="flex flex-wrap gap-3">
        <Button>Add to Cart</Button>
        <Button variant="secondary">Buy Now</Button>
        <Button variant="outline">View All</Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Chip tone="success" size="sm">
          In stock
        </Chip>
        <Chip tone="warning" size="sm">
          Admin
        </Chip>
        <Chip tone="info" size="sm">
          New arrival
        </Chip>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Sona Masoori Rice</CardTitle>
          <CardDescription>Aged raw rice from the Tungabhadra belt, 5 kg bag.</CardDescription>
        </CardHeader>
        <CardContent>
          <Price amount={649} compareAt={799} />
        </CardContent>
        <CardFooter>
          <Button size="sm">Add to Cart</Button>
        </CardFooter>
      </Card>
      <TextField label="Email" placeholder="you@example.com" />
    </section>
  );
}

const meta = {
  title: 'UI/Theme',
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs(
      `
      Not a component: the same components under Dhanya's default theme and under another shop's, made
      by overriding the theme's CSS custom properties on a wrapper. Nothing is rebuilt and no class
      changes. The Introduction lists every property and its default value.
      `,
      `
      <div style={{ '--dh-color-primary': '#4a2c0a', '--dh-radius-card': '4px' } as React.CSSProperties}>
        <Button>Add to Cart</Button>
      </div>
      `,
    ),
  },
  render: () => (
    <div className="grid gap-4 p-4 md:grid-cols-2">
      <Showcase name="Default theme" />
      <Showcase name="Harvest theme" style={harvestTheme} />
    </div>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  name: 'Re-theming',
  tags: ['req:CONST-02', 'req:CONST-03'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primaryIn = (name: string) =>
      within(canvas.getByRole('region', { name })).getAllByRole('button', { name: 'Add to Cart' })[0]!;
    const secondaryIn = (name: string) =>
      within(canvas.getByRole('region', { name })).getByRole('button', { name: 'Buy Now' });

    const defaultPrimary = getComputedStyle(primaryIn('Default theme'));
    const harvestPrimary = getComputedStyle(primaryIn('Harvest theme'));

    // CONST-02: brand colours dark green #173334 and yellow #febd2f under the default theme.
    await expect(defaultPrimary.backgroundColor).toBe('rgb(23, 51, 52)');
    await expect(getComputedStyle(secondaryIn('Default theme')).backgroundColor).toBe('rgb(254, 189, 47)');
    // CONST-03: corner radius 12 and a font family that starts with Poppins.
    await expect(defaultPrimary.borderRadius).toBe('12px');
    await expect(defaultPrimary.fontFamily).toMatch(/^["']?Poppins/);
    // ...and a light grey page background.
    await expect(getComputedStyle(document.documentElement).backgroundColor).toBe('rgb(244, 245, 244)');

    // The same components follow the overridden variables.
    await expect(harvestPrimary.backgroundColor).not.toBe(defaultPrimary.backgroundColor);
    await expect(harvestPrimary.backgroundColor).toBe('rgb(74, 44, 10)');
    await expect(getComputedStyle(secondaryIn('Harvest theme')).backgroundColor).toBe('rgb(139, 195, 74)');
    await expect(harvestPrimary.borderRadius).toBe('4px');
    await expect(harvestPrimary.fontFamily).toMatch(/^["']?Lora/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Stacked on a phone: the second theme below the first.
    const first = canvas.getByRole('region', { name: 'Default theme' }).getBoundingClientRect();
    const second = canvas.getByRole('region', { name: 'Harvest theme' }).getBoundingClientRect();
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  },
};
