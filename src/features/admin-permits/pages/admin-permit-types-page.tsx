import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { weekdaysInWords, whoMayNotGo } from '@/backend/domain/permits';
import { permitQueries } from '@/backend/queries';
import { idTypeWords, type PermitType } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, focusTargetAfterRowRemoval, RowActions, type Column } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { plusIcon } from '@/components/ui/icons/admin';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { PermitTypeFormDialog } from '../components/permit-type-form-dialog';
import { deletePermitMessage } from '../permit-form-values';
import { useDeletePermitType } from '../use-save-permit-type';

const rowButton = 'rounded-md px-2.5 py-1.5 text-sm font-semibold min-h-11';

export function AdminPermitTypesPage() {
  const permits = useQuery(permitQueries.list());
  const notify = useNotify();
  const [editing, setEditing] = useState<{ permit: PermitType | null } | null>(null);
  const [deleting, setDeleting] = useState<PermitType | null>(null);
  const deletePermit = useDeletePermitType();

  function confirmDelete() {
    if (!deleting || deletePermit.isPending) return;
    deletePermit.mutate(deleting, {
      onSuccess: () => notify('success', 'Permit type deleted successfully.'),
      onError: (error) => {
        console.warn('Failed to delete the permit type:', error);
        notify('error', 'Failed to delete permit type.');
      },
      onSettled: () => setDeleting(null),
    });
  }

  const columns: Column<PermitType>[] = [
    {
      header: 'Permit',
      rowHeader: true,
      cell: (permit) => (
        <span>
          <span className="block font-semibold text-slate-900">{permit.name}</span>
          <span className="block text-sm text-slate-600">{permit.place}</span>
        </span>
      ),
    },
    {
      header: 'Documents',
      cell: (permit) =>
        `${permit.documents.idTypes.map((type) => idTypeWords[type]).join(', ')}${permit.documents.photo ? '; photo' : ''}`,
    },
    {
      header: 'Who may not go',
      cell: (permit) => whoMayNotGo(permit).join(' ') || 'Anyone may go.',
    },
    {
      header: 'Closed',
      cell: (permit) => (permit.closedWeekdays.length > 0 ? weekdaysInWords(permit.closedWeekdays) : 'Open every day'),
    },
    {
      header: 'Documents due',
      cell: (permit) => `${permit.documentsDueDaysBefore} ${permit.documentsDueDaysBefore === 1 ? 'day' : 'days'} before`,
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (permit) => (
        <RowActions>
          <button
            type="button"
            onClick={() => setEditing({ permit })}
            className={`${rowButton} text-brand-700 hover:bg-brand-50`}
            aria-label={`Edit ${permit.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            onClick={() => setDeleting(permit)}
            className={`${rowButton} text-red-700 hover:bg-red-50`}
            aria-label={`Delete ${permit.name}`}
          >
            Delete
          </button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageMeta
        title="Permit types"
        description="The permits the tours need: documents, who may not go, closed weekdays and the note travellers read."
      />
      <AdminPageHeader
        title="Permit types"
        description="What each permit asks of a traveller, who may not go, the weekdays the place is closed and when the documents are due. Tours name these per itinerary day."
        actions={
          <Button onClick={() => setEditing({ permit: null })}>
            <Icon shape={plusIcon} className="size-4" />
            Add Permit Type
          </Button>
        }
      />
      {permits.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch the permit types. Please check your connection and try again.</InlineNotice>
          <Button variant="secondary" onClick={() => void permits.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption="Permit types"
          columns={columns}
          rows={permits.data}
          rowKey={(permit) => permit.id}
          loading={permits.isPending}
          empty="No permit types yet. Use Add Permit Type to create the first one."
        />
      )}
      {editing ? (
        <PermitTypeFormDialog
          permit={editing.permit}
          taken={(permits.data ?? []).map((permit) => permit.id)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete permit type"
        message={deleting ? <p>{deletePermitMessage(deleting)}</p> : null}
        confirmLabel="Delete"
        fallbackFocus={focusTargetAfterRowRemoval}
        busy={deletePermit.isPending}
        onConfirm={confirmDelete}
        onCancel={() => (deletePermit.isPending ? undefined : setDeleting(null))}
      />
    </>
  );
}
