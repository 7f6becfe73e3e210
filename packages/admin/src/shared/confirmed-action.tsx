import { AlertDialog, type ToastOptions, useToast } from '@dhanya/ui';
import { useState } from 'react';

type Item = { _id: string };

export type ConfirmedActionOptions<T extends Item> = {
  /** The write, usually a mutation hook's `trigger`. */
  run: (item: T) => Promise<unknown>;
  /** What the dialog asks before `run`: "Delete this product?" and what will happen. */
  question: string;
  explain: (item: T) => string;
  /** The confirming button: "Delete" or "Remove"; the action is destructive either way. */
  confirmLabel: string;
  /** The toast once it is done. */
  done: string;
  /** The toast when the server refused or could not be reached. */
  failed: (error: unknown) => Pick<ToastOptions, 'title' | 'description'>;
  onDone?: (item: T) => void;
};

/**
 * A destructive action on one item of a list: `ask(item)` opens the confirmation (declining
 * sends nothing), confirming runs it, and a toast says how it went. `pendingId` is the item
 * in flight, for its button's spinner; one runs at a time. Render `dialog` once, anywhere.
 */
export function useConfirmedAction<T extends Item>(options: ConfirmedActionOptions<T>) {
  const { run, question, explain, confirmLabel, done, failed, onDone } = options;
  // The item stays after the dialog closes, so its text does not vanish while it fades out.
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const { toast } = useToast();

  async function confirm() {
    if (!target || pendingId) return;
    setOpen(false);
    setPendingId(target._id);
    try {
      await run(target);
      toast({ title: done, tone: 'success' });
      onDone?.(target);
    } catch (error) {
      toast({ ...failed(error), tone: 'error' });
    } finally {
      setPendingId(null);
    }
  }

  const dialog = (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      title={question}
      description={target ? explain(target) : undefined}
      labels={{ confirm: confirmLabel }}
      destructive
      onConfirm={() => void confirm()}
    />
  );

  return {
    ask: (item: T) => {
      setTarget(item);
      setOpen(true);
    },
    pendingId,
    dialog,
  };
}
