import { useLocation } from 'react-router-dom';
import { locales, pathInLocale, publishedLocales, useLocale, useTexts } from './locale';
import { useAbsoluteUrl } from './site-origin';

const shopName = 'Dhanya';

type PageMetaProps = {
  title?: string;
  description?: string;
  /** The picture a link preview shows (a path of this shop). */
  image?: string | null;
  /** A product page's price in rupees, for link previews (`product:price:amount`). */
  priceInRupees?: number;
  /** Structured data for search engines: a schema.org object, or several. */
  jsonLd?: object | object[];
};

/**
 * The page's `<head>`: title, description, canonical URL and the page in each language
 * (`hreflang`), Open Graph and Twitter tags for link previews (WhatsApp shows the title,
 * picture and price), and JSON-LD. React 19 hoists the tags into `<head>`, on the server
 * too; each page renders one PageMeta.
 */
export function PageMeta({ title, description, image, priceInRupees, jsonLd }: PageMetaProps) {
  const absolute = useAbsoluteUrl();
  const locale = useLocale();
  const texts = useTexts();
  // The router's path, under the language's prefix.
  const { pathname: routerPath } = useLocation();
  const pathname = pathInLocale(routerPath, locale);
  // "Cart · Dhanya"; the home page is the shop's name and what it sells.
  // The page in each language the shop offers, once it offers more than one.
  const alternates = publishedLocales.length > 1 ? publishedLocales : [];
  const fullTitle = title ? `${title} · ${shopName}` : `${shopName} · ${texts.meta.homeTitle}`;
  const imageUrl = image ? absolute(image) : null;
  const isProduct = priceInRupees !== undefined;
  const structured = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={absolute(pathname)} />
      {alternates.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={absolute(pathInLocale(routerPath, other))} />
      ))}
      {alternates.length > 0 && <link rel="alternate" hrefLang="x-default" href={absolute(routerPath)} />}
      <meta property="og:site_name" content={shopName} />
      <meta property="og:locale" content={locales[locale].ogLocale} />
      {alternates
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={locales[other].ogLocale} />
        ))}
      <meta property="og:type" content={isProduct ? 'product' : 'website'} />
      <meta property="og:title" content={title ?? fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={absolute(pathname)} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {isProduct && <meta property="product:price:amount" content={priceInRupees.toFixed(2)} />}
      {isProduct && <meta property="product:price:currency" content="INR" />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? fullTitle} />
      {description && <meta name="twitter:description" content={description} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {structured.map((data, index) => (
        // "<" is escaped, so no text in the data can close the script element early.
        <script key={index} type="application/ld+json">
          {JSON.stringify(data).replace(/</g, '\\u003c')}
        </script>
      ))}
    </>
  );
}
