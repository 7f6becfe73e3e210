import { type APIRequestContext, expect, test } from './support/test';
import { shopAdmin } from '../support/shop-process';
import { newAccount, signIn } from './support/shop';

async function adminToken(request: APIRequestContext) {
  const answer = await request.post('/api/user/login-user', { data: shopAdmin });
  return ((await answer.json()) as { token: string }).token;
}

test("[CONTENT-01] [CONTENT-02] [CONTENT-03] about, terms and the return policy show the shop's texts", async ({
  page,
  request,
}) => {
  const about = (await (await request.get('/api/about/getabout')).json()) as {
    title: string;
    vision: string;
    whyChooseUs: string[];
  };
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: about.title })).toBeVisible();
  await expect(page.getByText(about.vision)).toBeVisible();
  for (const reason of about.whyChooseUs)
    await expect(page.getByRole('listitem').filter({ hasText: reason })).toBeVisible();

  const terms = (await (await request.get('/api/terms/getterms')).json()) as { title: string };
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: terms.title })).toBeVisible();

  const policy = (await (await request.get('/api/return/getpolicy')).json()) as { policyText: string };
  await page.goto('/return');
  await expect(page.getByText(policy.policyText.split('\n')[0]!.slice(0, 40)).first()).toBeVisible();
});

test('[CONTENT-04] [CONTENT-05] only an admin sees the policy editor; an update shows at once and after a reload', async ({
  page,
  request,
}) => {
  await signIn(page, request, await newAccount(request, 'Shopper'));
  await page.goto('/return');
  await expect(page.getByRole('button', { name: 'Update Policy' })).toHaveCount(0);

  await signIn(page, request, shopAdmin);
  await page.goto('/return');
  const editor = page.getByRole('textbox');
  const text = `Returns accepted within 7 days (${Date.now()}).`;
  await editor.fill(text);
  const saved = page.waitForRequest((sent) => sent.url().endsWith('/api/return-policy') && sent.method() === 'PUT');
  await page.getByRole('button', { name: 'Update Policy' }).click();
  expect((await saved).headers().authorization).toMatch(/^Bearer /);
  await expect(page.getByText('Policy Updated Successfully!').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(text).first()).toBeVisible();
});

test("[CONTENT-06] [CONTENT-07] the contact page sends a message and shows the shop's answer", async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: /send|submit/i });
  await send.click();
  await expect(page.getByLabel(/Name/)).toBeFocused();
  await page.getByLabel(/Name/).fill('Gowri');
  await page.getByLabel(/Email/).fill('gowri@example.in');
  await page.getByLabel(/Message/).fill('Is the jaggery organic?');
  const sent = page.waitForResponse((answer) => answer.url().endsWith('/api/contact/getuser'));
  await send.click();
  const { msg } = (await (await sent).json()) as { msg: string };
  await expect(page.getByText(msg).first()).toBeVisible();
});

test('[CONTENT-08] text from the API is shown as text, never run', async ({ page, request }) => {
  const token = await adminToken(request);
  const about = (await (await request.get('/api/about/getabout')).json()) as Record<string, unknown>;
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  const update = await request.put('/api/about/updateabout', {
    data: { ...about, story: hostile },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(update.ok()).toBe(true);
  try {
    await page.goto('/about');
    await expect(page.getByText(hostile)).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  } finally {
    await request.put('/api/about/updateabout', { data: about, headers: { Authorization: `Bearer ${token}` } });
  }
});
