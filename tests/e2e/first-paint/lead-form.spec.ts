// The home page's lead form, used as soon as it is painted. Its code (react-hook-form, the
// schema, zod) is not part of the page's first load: it comes when the form is first used, and
// here it is slow to come. Nothing typed or sent before it has come is lost (issue 35).
import { expect, phone, test } from './support/first-paint';

test.use(phone);
// The first visit, before any service worker has kept the form's code.
test.use({ serviceWorkers: 'block' });

test('[HOME-35] [HOME-38] a message typed and sent before the form’s code has come is sent whole', async ({
  page,
  shopper,
}) => {
  let codeMayCome = () => {};
  const codeHeld = new Promise<void>((resolve) => (codeMayCome = resolve));
  await page.route(/\/assets\/lead-resolver-[^/?]+\.js$/, async (route) => {
    await codeHeld;
    await route.fallback();
  });
  const leadSent = page.waitForRequest((request) => request.url().endsWith('/api/lead') && request.method() === 'POST');
  await shopper.open('/');

  const form = page.getByRole('form', { name: /Get in Touch/ });
  const name = `Early visitor ${Date.now()}`;
  await shopper.beforeHydration(async () => {
    await form.getByLabel(/Name/).tap();
    await page.keyboard.type(name);
    await form.getByLabel(/Email/).tap();
    await page.keyboard.type('early@example.in');
    await form.getByRole('button', { name: 'Submit' }).tap();
  });

  // Hydrated, the held tap is sent: the form waits for its code and says so.
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  // Still typing meanwhile: the message counts too.
  await form.getByLabel(/Message/).tap();
  await page.keyboard.type('Ragi in bulk?');
  codeMayCome();

  expect((await leadSent).postDataJSON()).toEqual({
    name,
    email: 'early@example.in',
    phone: '',
    message: 'Ragi in bulk?',
  });
  await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
  await expect(form.getByLabel(/Name/)).toHaveValue('');
});
