import {
  type About,
  type Footer,
  type ReturnPolicy,
  type ShopSettings,
  type Terms,
  defaultShopSettings,
} from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { siteContent, type SiteContentKey } from '../../db/schema.js';

interface Pages {
  footer: Footer;
  about: About;
  terms: Terms;
  return_policy: ReturnPolicy;
  settings: ShopSettings;
}

/** What a shop that has written nothing yet shows: empty texts and default settings, never an error. */
const emptyPages: Pages = {
  footer: {
    companyName: '',
    companyTagline: '',
    address: '',
    email: '',
    phone: '',
    socialLinks: { facebook: '', twitter: '', instagram: '', linkedin: '' },
    legalLinks: [],
  },
  about: { title: '', description: '', vision: '', mission: '', story: '', whyChooseUs: [] },
  terms: { title: '', content: '' },
  return_policy: { policyText: '' },
  settings: defaultShopSettings,
};

/** A stored page as written (CONTENT-08: text is kept verbatim), over the empty page's fields. */
export async function readPage<Key extends SiteContentKey>(db: Database, key: Key): Promise<Pages[Key]> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key));
  const stored = row?.value && typeof row.value === 'object' ? row.value : {};
  return { ...emptyPages[key], ...stored };
}

/**
 * Replaces a page; callers pass a value their request schema has already checked. A page sent
 * without `translations` (by a client that knows none, as the spec's) keeps the stored ones.
 */
export async function savePage<Key extends SiteContentKey>(
  db: Database,
  key: Key,
  sent: Pages[Key],
): Promise<Pages[Key]> {
  const translations = (sent as { translations?: unknown }).translations ?? storedTranslations(await readPage(db, key));
  const value = translations === undefined ? sent : { ...sent, translations };
  await db
    .insert(siteContent)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
  return value;
}

function storedTranslations(page: object): unknown {
  return (page as { translations?: unknown }).translations;
}
