import { useShopSettings } from '@dhanya/api/swr';
import { useId } from 'react';
import { AsyncSection } from '../../shared/async-section';
import { SettingsForm } from './settings-form';

/** The Settings tab: the business, its invoices, payments, delivery, contact and stock rules of the shop. */
export default function SettingsTab() {
  const settings = useShopSettings();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8 py-4">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-semibold text-foreground">
          Settings
        </h2>
        <p className="text-sm text-muted-foreground">
          Your business, how shoppers pay, where you deliver, and what the back office flags for you.
        </p>
      </header>
      <AsyncSection
        state={settings}
        loadingText="Loading settings…"
        errorText="Cannot load the settings"
        onRetry={() => void settings.mutate()}
      >
        {(data) => <SettingsForm settings={data} />}
      </AsyncSection>
    </section>
  );
}
