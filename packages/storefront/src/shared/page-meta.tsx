const shopName = 'Dhanya';

/** "Cart · Dhanya"; the home page is the shop's name alone. */
export function pageTitle(title?: string) {
  return title ? `${title} · ${shopName}` : `${shopName} · Rice, grains and organic produce`;
}

type PageMetaProps = {
  title?: string;
  description?: string;
  /** Structured data for search engines, e.g. a schema.org Product. */
  jsonLd?: object;
};

/** React 19 hoists these into <head>; each page renders one. */
export function PageMeta({ title, description, jsonLd }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description && <meta name="description" content={description} />}
      {jsonLd && (
        // JSON.stringify never yields "</script>" unescaped as "<" is escaped below.
        <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>
      )}
    </>
  );
}
