import { Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@dhanya/ui';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardTabs } from './tabs';

const defaultTab = dashboardTabs[0]!.value;

/** The tab row and the chosen tab's panel; the choice lives in `?tab=` so a reload keeps it. */
export function DashboardTabs() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const current = dashboardTabs.some((tab) => tab.value === requested) ? requested! : defaultTab;

  return (
    <Tabs
      value={current}
      onValueChange={(value) => setSearch(value === defaultTab ? {} : { tab: value }, { replace: true })}
    >
      <TabsList aria-label="Dashboard sections">
        {dashboardTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {dashboardTabs.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
                <Spinner size="sm" label="" />
                Loading…
              </p>
            }
          >
            <Panel />
          </Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
