import { Spinner } from '@dhanya/ui';

/** What a page for signed-in shoppers shows until the stored session is read (see `restored`). */
export function SessionRestoring() {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label="Loading..." className="text-primary" />
    </div>
  );
}
