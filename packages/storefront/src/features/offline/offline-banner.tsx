import { WifiOff } from 'lucide-react';
import { useTexts } from '../../shared/locale';
import { useOnline } from '../../shared/online';

/**
 * Says, across the top of every page, that the phone is offline and what still works. The
 * live region is always there (empty online), so the change is announced.
 */
export function OfflineBanner() {
  const online = useOnline();
  const texts = useTexts().offline;
  return (
    <div role="status" className="print:hidden">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm font-medium text-background">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {texts.banner}
        </p>
      )}
    </div>
  );
}
