import { ErrorState, cn } from '@dhanya/ui';
import { useRouteError } from 'react-router-dom';

type RouteErrorProps = {
  /** Alone on the screen (the app's own landmark), rather than inside a layout's `<main>`. */
  standalone?: boolean;
  /** Its words in the app's language; English without them. */
  texts?: { message: string; reload: string };
};

const englishTexts = {
  message: 'This page could not be opened. Please check your connection and try again.',
  reload: 'Reload',
};

/** A page that failed to load (say the connection dropped while fetching its code): offer a reload. */
export function RouteError({ standalone = false, texts = englishTexts }: RouteErrorProps) {
  const error = useRouteError();
  console.error('Page failed to load', error);
  const Frame = standalone ? 'main' : 'div';
  return (
    <Frame className={cn('mx-auto flex max-w-xl items-center px-4', standalone ? 'min-h-dvh' : 'min-h-[60dvh]')}>
      <ErrorState message={texts.message} onRetry={() => window.location.reload()} labels={{ retry: texts.reload }} />
    </Frame>
  );
}
