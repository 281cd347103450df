import { BULK_ASSIGN_MAX } from '@salesflow/shared/teams/assignment.schema';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PagedListPanel } from '../../../components/paged-list/paged-list-panel';
import { ViewDialogs } from '../../../components/saved-views/view-dialogs';
import { CONTACTS_PAGE_SIZE } from '../../../config/constants';
import { errorMessage } from '../../../lib/api-client';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useContactsPages } from '../api/get-contacts';
import { useAddContactShortcut } from '../hooks/use-add-contact-shortcut';
import { useAssignDialog } from '../hooks/use-assign-dialog';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { useContactDetailParam } from '../hooks/use-contact-detail-param';
import { useContactDialogs } from '../hooks/use-contact-dialogs';
import { useContactSelection } from '../hooks/use-contact-selection';
import { useContactsExport } from '../hooks/use-contacts-export';
import { useContactsList } from '../hooks/use-contacts-list';
import type { AssigneeName, ContactsAssign, MayChangeContact } from '../types/contacts-team';
import type { ContactsViewer } from '../types/contacts-viewer';
import { bulkFilterOf } from '../utils/bulk-filter';
import {
  assignedToQuery,
  leadsCountLabel,
  leadsEmptyText,
  matchingCountLabel,
} from '../utils/leads-filter';
import { BulkJobBanner } from './bulk-job-banner';
import { ContactCards } from './contact-cards';
import { ContactDetailDrawer } from './contact-detail-drawer';
import { ContactDialogs } from './contact-dialogs';
import { ContactsExtraLists } from './contacts-extra-lists';
import { ContactsFilterBar } from './contacts-filter-bar';
import { ContactsSelectionTools } from './contacts-selection-tools';
import { ContactsTable } from './contacts-table';
import { ContactsToolbar } from './contacts-toolbar';
import { HeldLeadsBanner } from './held-leads-banner';
import { ImportJobBanner } from './import-job-banner';

export interface ContactsScreenProps {
  /** Assigning leads (row menu, drawer, a selection), for those who may; absent, none is offered. */
  assign?: ContactsAssign | undefined;
  /** Names whoever holds each lead (the Assigned to column and the drawer's line). */
  assigneeName?: AssigneeName | undefined;
  /** Which leads the user may change and work (a member: theirs and unassigned); else all. */
  mayChange?: MayChangeContact | undefined;
  /** Who is looking: their last view is remembered, and managers and above may share views. */
  viewer?: ContactsViewer | undefined;
}

/**
 * The Contacts screen (document 1, "Contacts screen"), paged, searched, filtered and sorted on
 * the server; the list's search, filters, sort and columns live in the address and can be saved
 * as views (issue 27).
 */
export const ContactsScreen = ({
  assign,
  assigneeName,
  mayChange,
  viewer,
}: ContactsScreenProps) => {
  const isMobile = useIsMobile();
  const list = useContactsList(viewer);
  const { address, search, leads: filter } = list;
  const query = useContactsPages(list.input, {
    enabled: !list.views.restoring && !list.waiting,
  });
  const dialogs = useContactDialogs();
  useAddContactShortcut(() => dialogs.open('form'));
  const detail = useContactDetailParam();
  const exporter = useContactsExport(list.input);
  const pages = query.data?.pages;
  const contacts = useMemo(() => (pages ? pages.flatMap((page) => page.items) : null), [pages]);
  const total = pages?.[0]?.total;
  // The server counts the list only without a search or filter (but whose leads they are).
  const exactTotal = search || list.narrowed ? null : (total ?? null);
  const selection = useContactSelection(contacts, list.scope);
  const assignDialog = useAssignDialog(selection.remove);
  const bulk = useBulkActions(
    selection.matching ? { filter: bulkFilterOf(list.input) } : { ids: selection.ids },
    { remove: selection.remove, onJobEnded: selection.clear },
  );
  // Delete is offered for a selection holding a contact the user may change (as a row's Delete
  // is); the server refuses the others and the toast says why.
  const mayDelete =
    !mayChange ||
    (contacts ?? []).some((contact) => selection.isSelected(contact) && mayChange(contact));
  // The Team's dialog assigns up to BULK_ASSIGN_MAX ticked leads; more, or every match, are
  // assigned here as a bulk action once a member is chosen.
  const assignSelection =
    selection.matching || selection.ids.length > BULK_ASSIGN_MAX
      ? bulk.askAssign
      : () => assignDialog.open(selection.ids);
  const assignOne = assign
    ? (contact: { id: string }) => assignDialog.open([contact.id])
    : undefined;

  return (
    <>
      <PageHeader
        title="Contacts"
        subtitle={
          total === undefined
            ? undefined
            : exactTotal !== null
              ? leadsCountLabel(filter, total)
              : matchingCountLabel(contacts?.length ?? 0, Boolean(query.hasNextPage))
        }
        addLabel="Add Contact"
        onAdd={() => dialogs.open('form')}
      />
      <ImportJobBanner />
      <HeldLeadsBanner />
      <BulkJobBanner job={bulk.job.job} onDismiss={bulk.job.dismiss} />
      <PagedListPanel
        noun="contacts"
        query={query}
        rows={contacts}
        pageSize={CONTACTS_PAGE_SIZE}
        total={exactTotal}
        toolbar={
          <ContactsToolbar
            searchText={list.searchBox.text}
            onSearchChange={list.searchBox.setText}
            filter={filter}
            onFilterChange={(next) => address.setParams({ assignedTo: assignedToQuery(next) })}
            onImport={() => dialogs.open('import')}
            exporting={exporter.exporting}
            exportProgress={exporter.progress}
            onExport={exporter.exportCsv}
          >
            <ContactsFilterBar
              list={list}
              showColumns={!isMobile}
              extra={<ContactsExtraLists onOpen={detail.open} assigneeName={assigneeName} />}
            />
          </ContactsToolbar>
        }
        loadError={<>Failed to load contacts. {errorMessage(query.error, 'Please try again.')}</>}
        empty={leadsEmptyText(filter, search, list.narrowed)}
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
            <ContactsTable
              {...listProps}
              selection={selection}
              columns={address.columns}
              customFields={list.customFields.fields}
              sort={address.params.sort}
              onSort={(sort) => address.setParams({ sort })}
            />
          );
        }}
      </PagedListPanel>
      <ContactsSelectionTools
        selection={selection}
        bulk={bulk}
        matchingTotal={exactTotal}
        hasMore={query.hasNextPage}
        onAssign={assign ? assignSelection : undefined}
        renderChooseAssignee={assign?.renderChooseAssignee}
        mayDelete={mayDelete}
      />
      <ContactDetailDrawer
        contactId={detail.contactId}
        placeholder={contacts?.find((contact) => contact.id === detail.contactId)}
        onEdit={(contact) => dialogs.open('form', contact)}
        onAssign={assignOne}
        assigneeName={assigneeName}
        mayChange={mayChange}
        onClose={detail.close}
        onOpenContact={detail.open}
        mayColourTags={viewer?.mayShareViews}
      />
      <ContactDialogs
        kind={dialogs.kind}
        contact={dialogs.contact}
        onClose={dialogs.close}
        senderName={viewer?.name}
      />
      <ViewDialogs views={list.views} />
      {assign?.renderDialog(assignDialog.dialog)}
    </>
  );
};
