import { problemsOf } from './support/console-problems';
import { expect, test } from './support/test';

// The published Storybook, as a designer opens it from the running shop: `npm test` builds it
// before these journeys, so the shop serves that build at /storybook/.

// Its stories answer their requests from MSW's service worker.
test.use({ serviceWorkers: 'allow' });

test('a designer opens the Button docs: usage, a props table and every variant', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/storybook/?path=/docs/ui-button--docs');

  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Button', expanded: true })).toBeVisible();
  for (const section of ['UI', 'Storefront', 'Admin']) {
    await expect(sidebar.getByText(section, { exact: true })).toBeVisible();
  }

  const docs = page.frameLocator('#storybook-preview-iframe');
  await expect(docs.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  const props = docs.getByRole('table').first();
  await expect(props.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(props.getByRole('cell', { name: /^variant/ }).first()).toBeVisible();
  // The All story draws every variant on the docs page itself.
  await expect(docs.getByRole('button', { name: 'destructive lg' }).first()).toBeVisible();

  expect(problems.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
});

test('a designer opens one story on its own, as a shared link does', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/storybook/iframe.html?id=ui-button--as-child-link&viewMode=story');
  await expect(page.getByRole('link', { name: 'Browse All Products' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a developer at another shop reads 'Using Dhanya UI in your shop': the package's README", async ({ page }) => {
  await page.goto('/storybook/iframe.html?id=ui-using-dhanya-ui-in-your-shop--docs&viewMode=docs');
  await expect(page.getByRole('heading', { level: 1, name: '@dhanya/ui' })).toBeVisible();
  for (const section of ['Install', 'Styles', 'One provider', 'Theming', 'Server rendering', 'Components']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText('import { DhanyaProvider, hindiLabels } from', { exact: false })).toBeVisible();
});
