import { useMemo } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PagedListPanel } from '../../../components/paged-list/paged-list-panel';
import { CONTACTS_PAGE_SIZE } from '../../../config/constants';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useContactsPages } from '../api/get-contacts';
import { useAddContactShortcut } from '../hooks/use-add-contact-shortcut';
import { useAssignDialog } from '../hooks/use-assign-dialog';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { useContactDetailParam } from '../hooks/use-contact-detail-param';
import { useContactDialogs } from '../hooks/use-contact-dialogs';
import { useContactSelection } from '../hooks/use-contact-selection';
import { useContactsExport } from '../hooks/use-contacts-export';
import { useLeadsFilterParam } from '../hooks/use-leads-filter-param';
import type { AssigneeName, ContactsAssign, MayChangeContact } from '../types/contacts-team';
import { assignedToQuery, leadsCountLabel, leadsEmptyText } from '../utils/leads-filter';
import { ContactCards } from './contact-cards';
import { ContactDetailDrawer } from './contact-detail-drawer';
import { ContactDialogs } from './contact-dialogs';
import { ContactsTable } from './contacts-table';
import { ContactsToolbar } from './contacts-toolbar';
import { HeldLeadsBanner } from './held-leads-banner';
import { ImportJobBanner } from './import-job-banner';
import { SelectionBar } from './selection-bar';

export interface ContactsScreenProps {
  /** Assigning leads (row menu, drawer, a selection), for those who may; absent, none is offered. */
  assign?: ContactsAssign | undefined;
  /** Names whoever holds each lead (the Assigned to column and the drawer's line). */
  assigneeName?: AssigneeName | undefined;
  /** Which leads the user may change and work (a member: theirs and unassigned); else all. */
  mayChange?: MayChangeContact | undefined;
}

/**
 * The Contacts screen (document 1, "Contacts screen"), paged, searched and filtered by assignee
 * ("My leads", unassigned) on the server.
 */
export const ContactsScreen = ({ assign, assigneeName, mayChange }: ContactsScreenProps) => {
  const isMobile = useIsMobile();
  const searchBox = useDebouncedSearch();
  const { search } = searchBox;
  const [filter, setFilter] = useLeadsFilterParam();
  const list = { search, assignedTo: assignedToQuery(filter) };
  const query = useContactsPages(list);
  const dialogs = useContactDialogs();
  useAddContactShortcut(() => dialogs.open('form'));
  const detail = useContactDetailParam();
  const exporter = useContactsExport(list);
  const pages = query.data?.pages;
  const contacts = useMemo(() => (pages ? pages.flatMap((page) => page.items) : null), [pages]);
  const total = pages?.[0]?.total;
  const selection = useContactSelection(contacts, `${filter}|${search}`);
  const assignDialog = useAssignDialog(selection.remove);
  const bulk = useBulkActions(selection.ids, selection.remove);
  const assignOne = assign
    ? (contact: { id: string }) => assignDialog.open([contact.id])
    : undefined;

  return (
    <>
      <PageHeader
        title="Contacts"
        subtitle={total === undefined ? undefined : leadsCountLabel(filter, total)}
        addLabel="Add Contact"
        onAdd={() => dialogs.open('form')}
      />
      <ImportJobBanner />
      <HeldLeadsBanner />
      <PagedListPanel
        noun="contacts"
        query={query}
        rows={contacts}
        pageSize={CONTACTS_PAGE_SIZE}
        total={search ? null : (total ?? null)}
        toolbar={
          <ContactsToolbar
            searchText={searchBox.text}
            onSearchChange={searchBox.setText}
            filter={filter}
            onFilterChange={setFilter}
            onImport={() => dialogs.open('import')}
            exporting={exporter.exporting}
            exportProgress={exporter.progress}
            onExport={exporter.exportCsv}
          />
        }
        loadError={<>Failed to load contacts. {errorMessage(query.error, 'Please try again.')}</>}
        empty={leadsEmptyText(filter, search)}
      >
        {(shown, empty) => {
          const listProps = {
            contacts: shown,
            onAction: dialogs.open,
            onOpen: detail.open,
            empty,
            assigneeName,
            onAssign: assignOne,
            mayChange,
          };
          return isMobile ? (
            <ContactCards {...listProps} />
          ) : (
            <ContactsTable {...listProps} selection={selection} />
          );
        }}
      </PagedListPanel>
      {selection.ids.length > 0 ? (
        <SelectionBar
          count={selection.ids.length}
          onAssign={assign ? () => assignDialog.open(selection.ids) : undefined}
          onStatus={(status) => void bulk.setStatus(status)}
          onDelete={bulk.askDelete}
          pending={bulk.pending}
          onClear={selection.clear}
        />
      ) : null}
      <ConfirmDialog
        open={bulk.confirmingDelete}
        title="Delete contacts"
        message={`Delete ${selection.ids.length.toLocaleString('en-US')} selected contact${selection.ids.length === 1 ? '' : 's'}? This cannot be undone.`}
        confirmLabel="Delete"
        pending={bulk.pending}
        onConfirm={() => void bulk.confirmDelete()}
        onClose={bulk.cancelDelete}
      />
      <ContactDetailDrawer
        contactId={detail.contactId}
        placeholder={contacts?.find((contact) => contact.id === detail.contactId)}
        onEdit={(contact) => dialogs.open('form', contact)}
        onAssign={assignOne}
        assigneeName={assigneeName}
        mayChange={mayChange}
        onClose={detail.close}
      />
      <ContactDialogs kind={dialogs.kind} contact={dialogs.contact} onClose={dialogs.close} />
      {assign?.renderDialog(assignDialog.dialog)}
    </>
  );
};
