import { preinit, preload } from 'react-dom';
import { pathInLocale } from '../shared/locale';
import { type BootData, bootDataId, earlyInputId } from './boot-data';

type DocumentProps = {
  boot: BootData;
  /** The boot data as serialized once on the server, and read back verbatim in the browser. */
  bootJson: string;
  /** The first script (early-input-script.ts): on the server its source, in the browser read back. */
  earlyInputScript: string;
  /**
   * Whether the shop's code will run on the page: a static page (the offline page) carries
   * neither the script that holds early taps nor the boot data.
   */
  interactive?: boolean;
  children: React.ReactNode;
};

/** The whole HTML page, rendered on the server and hydrated in the browser. */
export function Document({ boot, bootJson, earlyInputScript, interactive = true, children }: DocumentProps) {
  const { assets } = boot;
  // React puts these into <head> on the server and knows them again when it hydrates.
  for (const href of assets.styles) preinit(href, { as: 'style', precedence: 'default' });
  for (const href of assets.fonts) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    // `data-lite`: the page draws with the phone's own fonts (styles.css), so none is downloaded.
    <html lang={boot.locale} data-lite={boot.lite ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        {interactive && <script id={earlyInputId} dangerouslySetInnerHTML={{ __html: earlyInputScript }} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#173334" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (issue 35): the shop's name and start page in this page's language. */}
        <link rel="manifest" href={pathInLocale('/manifest.webmanifest', boot.locale)} />
      </head>
      <body>
        <div id="root">{children}</div>
        {interactive && (
          <script id={bootDataId} type="application/json" dangerouslySetInnerHTML={{ __html: bootJson }} />
        )}
      </body>
    </html>
  );
}
