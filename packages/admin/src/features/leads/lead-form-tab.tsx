import { type Lead, errorMessage } from '@dhanya/api';
import { useDeleteLead, useLeads } from '@dhanya/api/swr';
import { DataTable, type DataTableColumn } from '@dhanya/ui';
import { useId, useState } from 'react';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { EditDeleteActions } from '../../shared/edit-delete-actions';
import { LeadEditDialog } from './lead-edit-dialog';

/**
 * The Lead Form tab (ADMIN-39): the enquiries sent from the home page's lead form, each with
 * Edit (a pre-filled dialog, ADMIN-40) and Delete after a confirmation (ADMIN-44).
 */
export default function LeadFormTab() {
  const { data, error, isLoading, mutate: reload } = useLeads();
  const [editing, setEditing] = useState<Lead | null>(null);
  const headingId = useId();
  const { trigger: deleteLead } = useDeleteLead();
  const deletion = useConfirmedAction<Lead>({
    run: (lead) => deleteLead(lead._id),
    question: 'Delete this lead?',
    explain: (lead) => `The enquiry from ${lead.name} will be removed for good.`,
    confirmLabel: 'Delete',
    done: 'Lead deleted',
    failed: (error) => ({ title: errorMessage(error, 'Operation failed') }),
  });

  const columns: DataTableColumn<Lead>[] = [
    { key: 'name', header: 'Name', cell: (lead) => lead.name, className: 'font-medium whitespace-nowrap' },
    { key: 'email', header: 'Email', cell: (lead) => lead.email, className: 'break-all' },
    { key: 'phone', header: 'Phone', cell: (lead) => lead.phone || '—', className: 'whitespace-nowrap' },
    {
      key: 'message',
      header: 'Message',
      cell: (lead) => <span className="block max-w-md min-w-48 whitespace-pre-line">{lead.message || '—'}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (lead) => (
        <EditDeleteActions
          name={lead.name}
          onEdit={() => setEditing(lead)}
          onDelete={() => deletion.ask(lead)}
          deleting={deletion.pendingId === lead._id}
          className="justify-end"
        />
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 py-4">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-semibold text-foreground">
          Lead Form
        </h2>
        <p className="text-sm text-muted-foreground">Enquiries sent from the home page&apos;s lead form.</p>
      </header>
      <DataTable
        caption="Leads"
        captionHidden
        columns={columns}
        rows={data ?? []}
        getRowId={(lead) => lead._id}
        loading={isLoading}
        error={Boolean(error)}
        onRetry={() => void reload()}
        labels={{ loading: 'Loading leads…', error: errorMessage(error, 'Operation failed'), empty: 'No leads yet.' }}
      />
      <LeadEditDialog lead={editing} onClose={() => setEditing(null)} />
      {deletion.dialog}
    </section>
  );
}
