import { buttonVariants } from '@dhanya/ui';
import { useTexts } from '../../shared/locale';
import { PageMeta } from '../../shared/page-meta';

/**
 * The service worker fills the list with the pages kept on this phone, and points "Try again"
 * at the page that was asked for (service-worker/cache-rules.ts).
 */
const availablePagesListId = 'offline-pages';
const tryAgainLinkId = 'offline-retry';

/**
 * What the service worker shows for a page that cannot be opened without the network (issue
 * 35). It is served as static HTML, whatever the address asked for: its links are plain
 * links, each opened from the phone's copy when it has one.
 */
export function OfflineNotice() {
  const texts = useTexts().offline;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-12" aria-labelledby="offline-title">
      <PageMeta title={texts.title} />
      <h1 id="offline-title" className="text-2xl font-bold text-primary">
        {texts.title}
      </h1>
      <p className="text-muted-foreground">{texts.text}</p>
      <h2 className="text-lg font-semibold">{texts.availableTitle}</h2>
      <ul id={availablePagesListId} className="flex list-disc flex-col gap-2 pl-5 [&_a]:text-primary [&_a]:underline">
        <li>{texts.noneAvailable}</li>
      </ul>
      {/* A plain link, not the router's: this page never runs the shop's code. */}
      <a id={tryAgainLinkId} href="/" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
        {texts.tryAgain}
      </a>
    </section>
  );
}
