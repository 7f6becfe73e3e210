/**
 * A request's query as the screen asked for it: without what the app adds to every call
 * (`lang` on a Hindi page, `translations` in the admin: api.setContentQuery).
 */
export function askedQuery(url: string | URL): string {
  const { searchParams } = new URL(url, 'http://stories.test');
  searchParams.delete('lang');
  searchParams.delete('translations');
  const query = searchParams.toString();
  return query ? `?${query}` : '';
}
