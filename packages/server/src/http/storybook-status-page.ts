/** Why there is no Storybook build to serve (storybook.ts decides). */
export type StorybookAbsence = 'building' | 'failed' | 'not-built';

/** How often the "being built" page reloads itself, and the Retry-After it sends. */
const rebuildRetrySeconds = 15;

interface StatusPage {
  statusCode: number;
  title: string;
  text: string;
  /** Seconds after which the page reloads itself and a client may ask again. */
  retryAfter?: number;
}

const pages: Record<StorybookAbsence, StatusPage> = {
  building: {
    statusCode: 503,
    title: 'The design catalogue is being built',
    text: 'The shop has just started and is building its Storybook in the background. It takes a minute or two: this page reloads itself and shows the catalogue once it is ready.',
    retryAfter: rebuildRetrySeconds,
  },
  failed: {
    statusCode: 503,
    title: 'The design catalogue could not be built',
    text: 'The Storybook build that started with the shop failed. The output of npm start says why; after a fix, npm run build-storybook builds it again (no restart needed), then reload this page.',
  },
  'not-built': {
    statusCode: 404,
    title: 'The design catalogue is not built on this server',
    text: 'This server was started without building its Storybook (npm start builds it unless BUILD_STORYBOOK=false). npm run build-storybook builds it (no restart needed), then reload this page.',
  },
};

/**
 * A small page that needs nothing but itself: no script, no external file, one inline style
 * (the site's Content-Security-Policy allows inline styles, not scripts); it reloads itself
 * with a meta refresh while a build runs.
 */
export function storybookStatusPage(absence: StorybookAbsence): StatusPage & { html: string } {
  const page = pages[absence];
  const refresh = page.retryAfter ? `<meta http-equiv="refresh" content="${page.retryAfter}">` : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>${page.title} · Dhanya</title>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; background: #f7f5ef; color: #1f2a1c; }
main { max-width: 34rem; padding: 1.5rem; }
h1 { font-size: 1.4rem; line-height: 1.3; }
</style>
</head>
<body>
<main>
<h1>${page.title}</h1>
<p>${page.text}</p>
<p><a href="/">Back to the shop</a></p>
</main>
</body>
</html>
`;
  return { ...page, html };
}
