import { type User, endUserSessions, errorMessage } from '@dhanya/api';
import { useToast } from '@dhanya/ui';
import { useEffect, useRef, useState } from 'react';
import { usersTexts } from './users-view';

/**
 * "Sign out everywhere" asks first: `ask` opens the confirmation, `confirm` ends every
 * session of the user, declining sends nothing. The toast shows the server's own text
 * ("Ended 2 sessions"), or its message when it refuses. Nothing cached changes (the list
 * shows no sessions), so unlike the deletions this needs no SWR revalidation.
 */
export function useSignOutEverywhere() {
  const [target, setTarget] = useState<User | null>(null);
  const [open, setOpen] = useState(false);
  const [endingId, setEndingId] = useState<string | null>(null);
  const { toast } = useToast();
  const opener = useRef<Element | null>(null);

  // The button is disabled while the call runs, which drops the keyboard focus: give it back.
  useEffect(() => {
    const button = opener.current;
    if (endingId === null && button instanceof HTMLElement && document.activeElement === document.body) button.focus();
  }, [endingId]);

  async function confirm() {
    if (!target || endingId) return;
    setOpen(false);
    setEndingId(target._id);
    try {
      const { msg } = await endUserSessions(target._id);
      toast({ title: msg || usersTexts.signedOut, tone: 'success' });
    } catch (error) {
      toast({ title: errorMessage(error, usersTexts.signOutFailed), tone: 'error' });
    } finally {
      setEndingId(null);
    }
  }

  return {
    target,
    open,
    endingId,
    ask: (user: User) => {
      opener.current = document.activeElement;
      setTarget(user);
      setOpen(true);
    },
    setOpen,
    confirm,
  };
}
