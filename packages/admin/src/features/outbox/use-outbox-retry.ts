import { type OutboxMessage, errorMessage, outboxMessages } from '@dhanya/api';
import { useRetryOutboxMessage } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useEffect, useRef, useState } from 'react';
import { outboxTexts } from './outbox-texts';

/**
 * "Retry" on a failed or waiting e-mail: it is tried again at once, and the list is refreshed.
 * A toast says so, or gives the server's reason when it refuses (a message sent meanwhile).
 * `retryingId` is the message in flight, for its button's spinner; one runs at a time.
 */
export function useOutboxRetry() {
  const { trigger } = useRetryOutboxMessage();
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const { toast } = useToast();
  const opener = useRef<Element | null>(null);

  // The button is disabled while the call runs, which drops the keyboard focus: give it back
  // when the message is still listed.
  useEffect(() => {
    const button = opener.current;
    if (retryingId !== null || !(button instanceof HTMLElement) || !button.isConnected) return;
    if (document.activeElement === document.body) button.focus();
  }, [retryingId]);

  async function retry(message: OutboxMessage) {
    if (retryingId) return;
    opener.current = document.activeElement;
    setRetryingId(message._id);
    try {
      await trigger(message._id);
      toast({ title: outboxMessages.retried, tone: 'success' });
    } catch (error) {
      toast({ title: errorMessage(error, outboxTexts.retryFailed), tone: 'error' });
    } finally {
      setRetryingId(null);
    }
  }

  return { retry, retryingId };
}
