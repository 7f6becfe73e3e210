// The design tokens as the Introduction shows them, read from the stylesheets themselves so the
// page can never show a value the components do not use.
import dhanyaTheme from '../../packages/ui/src/theme.css?raw';
import tailwindTheme from 'tailwindcss/theme.css?raw';

type Token = { name: string; value: string };

/** The custom properties a stylesheet declares whose names start with `prefix`, in order. */
function tokens(css: string, prefix: string): Token[] {
  const declaration = new RegExp(`^\\s*--(${prefix}[\\w.-]*):\\s*([^;]+);`, 'gm');
  return [...css.matchAll(declaration)].map(([, name, value]) => ({ name: name!, value: defaultOf(value!.trim()) }));
}

/** A token's own value: `var(--color-primary, #173334)` (the 0.1 name, kept until 1.0) is #173334. */
function defaultOf(value: string): string {
  return /^var\(--[\w-]+,\s*(.+)\)$/.exec(value)?.[1] ?? value;
}

function valueOf(css: string, name: string): string {
  const token = tokens(css, name).find((candidate) => candidate.name === name);
  if (!token) throw new Error(`--${name} is not declared`);
  return token.value;
}

const colours = tokens(dhanyaTheme, 'dh-color-').map(({ name, value }) => ({
  name: name.slice('dh-color-'.length),
  value,
}));

/** Dhanya's colours grouped by role: a group is a colour and its `-hover`, `-foreground` or `-soft` kin. */
export const colourGroups = (() => {
  const groups = new Map<string, Record<string, string>>();
  const neutrals = ['background', 'surface', 'foreground', 'muted', 'muted-foreground', 'border', 'ring'];
  for (const { name, value } of colours) {
    const group = neutrals.includes(name) ? 'neutral' : name.split('-')[0]!;
    groups.set(group, { ...groups.get(group), [name]: value });
  }
  return [...groups].map(([group, swatches]) => ({
    group,
    swatches,
    variables: Object.keys(swatches)
      .map((name) => `--dh-color-${name}`)
      .join(', '),
  }));
})();

export const fontSans = valueOf(dhanyaTheme, 'dh-font-sans');
export const cardRadius = valueOf(dhanyaTheme, 'dh-radius-card');

/** The corners the components use: Dhanya's card radius and the few Tailwind defaults beside it. */
export const radii: Token[] = [
  { name: 'rounded-card', value: cardRadius },
  { name: 'rounded-md', value: valueOf(tailwindTheme, 'radius-md') },
  { name: 'rounded', value: valueOf(tailwindTheme, 'radius') },
  { name: 'rounded-full', value: '9999px' },
];

/** Tailwind's type scale, the sizes the components use (text-xs to text-4xl). */
export const typeScale = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'].map((size) => ({
  name: `text-${size}`,
  value: valueOf(tailwindTheme, `text-${size}`),
}));

/** Tailwind's spacing unit: `p-4` is 4 × this. */
export const spacingUnit = valueOf(tailwindTheme, 'spacing');
/** The steps the components use most, as multiples of the unit. */
export const spacingSteps = [1, 2, 3, 4, 6, 8, 10, 12, 16];
