import { paths } from '@dhanya/api';
import { useToast } from '@dhanya/ui';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { isCartChangesSent, sendCartChanges } from '../../../service-worker/worker-messages';
import { useServerWords, useTexts } from '../../shared/locale';

/**
 * The cart changes the service worker kept offline (issue 35): the page asks it to send them
 * when the network returns (Background Sync does too, where the browser has it), then shows
 * the cart as the server has it and says what was made and what the server refused.
 */
export function useKeptCartChanges() {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const texts = useTexts().offline;
  const words = useServerWords();

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const send = () => worker.controller?.postMessage(sendCartChanges);
    const told = ({ data }: MessageEvent) => {
      if (!isCartChangesSent(data)) return;
      void Promise.all([mutate(paths.cart), mutate(paths.cartItems)]);
      if (data.made > 0) toast({ title: texts.cartChangesSent, tone: 'success' });
      for (const said of data.refused) {
        toast({ title: texts.cartChangeRefused, description: said ? words(said) : undefined, tone: 'error' });
      }
    };
    window.addEventListener('online', send);
    worker.addEventListener('message', told);
    // Changes kept on an earlier visit go as soon as a page opens online.
    if (navigator.onLine) send();
    return () => {
      window.removeEventListener('online', send);
      worker.removeEventListener('message', told);
    };
  }, [mutate, toast, texts, words]);
}
