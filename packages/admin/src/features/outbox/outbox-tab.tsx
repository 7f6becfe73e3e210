import { type OutboxMessage, pageCountOf } from '@dhanya/api';
import { useOutbox } from '@dhanya/api/swr';
import { DataTable, EmptyState, Pagination, RadioCardGroup } from '@dhanya/ui';
import { MailX, Mails } from 'lucide-react';
import { useState } from 'react';
import { AsyncSection } from '../../shared/async-section';
import { OutboxCards } from './outbox-cards';
import { outboxColumns } from './outbox-columns';
import { type OutboxFilter, emptyText, filterOptions, outboxTexts } from './outbox-texts';
import { useOutboxRetry } from './use-outbox-retry';

/** The filter and page shown; another filter starts on page 1. */
type Shown = { filter: OutboxFilter; page: number };

/**
 * The E-mails tab (issue 16): the e-mails the shop sends about orders, newest first, a page at
 * a time, all or those in one state; a failed or waiting one can be retried. Without SMTP_URL
 * on the server nothing is sent, and the tab says so.
 */
export default function OutboxTab() {
  const [shown, setShown] = useState<Shown>({ filter: 'all', page: 1 });
  const status = shown.filter === 'all' ? undefined : shown.filter;
  const { data, error, isLoading, isValidating, mutate } = useOutbox({ status, page: shown.page });
  const { retry, retryingId } = useOutboxRetry();
  const retrying = { retryingId, onRetry: (message: OutboxMessage) => void retry(message) };
  const pages = data ? pageCountOf(data.total, data.pageSize, { atLeastOne: true }) : 1;
  // A page emptied meanwhile (its last failed e-mail retried) gives way to the last page left.
  if (data && shown.page > pages) setShown({ filter: shown.filter, page: pages });
  const empty = emptyText(shown.filter);
  // Nothing to filter before the first answer, or in a shop that has sent no e-mail yet.
  const counts = data?.counts;
  const filterable = counts !== undefined && (counts.pending + counts.failed + counts.sent > 0 || status !== undefined);

  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-6 py-6">
      <div className="flex flex-col gap-1">
        <h2 id="outbox-heading" className="text-2xl font-bold text-foreground">
          E-mails
        </h2>
        <p className="text-sm text-muted-foreground">
          What the shop e-mails customers and you about orders, newest first.
        </p>
      </div>
      {data && !data.sending && (
        <p className="flex items-start gap-2 rounded-md bg-warning-soft px-4 py-3 text-sm text-foreground">
          <MailX aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {outboxTexts.sendingOff}
        </p>
      )}
      {filterable && (
        <RadioCardGroup
          legend="Show"
          options={filterOptions(counts)}
          value={shown.filter}
          onValueChange={(filter) => setShown({ filter: filter as OutboxFilter, page: 1 })}
          className="max-w-2xl"
          gridClassName="grid-cols-2 min-[640px]:grid-cols-4"
        />
      )}
      <AsyncSection<OutboxMessage[]>
        state={{ data: data?.messages, error, isLoading: isLoading && !data }}
        loadingText={outboxTexts.loading}
        errorText={outboxTexts.loadFailed}
        onRetry={() => void mutate()}
        empty={<EmptyState icon={<Mails />} title={empty.title} description={empty.description} />}
      >
        {(messages) => (
          // A phone gets cards, a wider screen the table: only one is shown, and heard.
          <div aria-busy={isValidating || undefined}>
            <OutboxCards messages={messages} {...retrying} className="min-[900px]:hidden" />
            <DataTable
              caption="Order e-mails"
              captionHidden
              columns={outboxColumns(retrying)}
              rows={messages}
              getRowId={(message) => message._id}
              className="hidden min-[900px]:flex"
            />
          </div>
        )}
      </AsyncSection>
      <Pagination
        label="E-mail pages"
        page={shown.page}
        pageCount={pages}
        onPageChange={(page) => setShown({ filter: shown.filter, page })}
      />
    </section>
  );
}
