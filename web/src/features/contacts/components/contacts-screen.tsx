import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PagedListPanel } from '../../../components/paged-list/paged-list-panel';
import { CONTACTS_PAGE_SIZE } from '../../../config/constants';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useContactsPages } from '../api/get-contacts';
import { useContactDetailParam } from '../hooks/use-contact-detail-param';
import { useContactDialogs } from '../hooks/use-contact-dialogs';
import { useContactsExport } from '../hooks/use-contacts-export';
import { useLeadsFilterParam } from '../hooks/use-leads-filter-param';
import { assignedToQuery, leadsCountLabel, leadsEmptyText } from '../utils/leads-filter';
import { ContactCards } from './contact-cards';
import { ContactDetailDrawer } from './contact-detail-drawer';
import { ContactDialogs } from './contact-dialogs';
import { ContactsTable } from './contacts-table';
import { ContactsToolbar } from './contacts-toolbar';

/**
 * The Contacts screen (document 1, "Contacts screen"), paged, searched and filtered by assignee
 * ("My leads", unassigned) on the server.
 */
export const ContactsScreen = () => {
  const isMobile = useIsMobile();
  const searchBox = useDebouncedSearch();
  const { search } = searchBox;
  const [filter, setFilter] = useLeadsFilterParam();
  const list = { search, assignedTo: assignedToQuery(filter) };
  const query = useContactsPages(list);
  const dialogs = useContactDialogs();
  const detail = useContactDetailParam();
  const exporter = useContactsExport(list);
  const pages = query.data?.pages;
  const contacts = useMemo(() => (pages ? pages.flatMap((page) => page.items) : null), [pages]);
  const total = pages?.[0]?.total;
  const List = isMobile ? ContactCards : ContactsTable;

  return (
    <>
      <PageHeader
        title="Contacts"
        subtitle={total === undefined ? undefined : leadsCountLabel(filter, total)}
        addLabel="Add Contact"
        onAdd={() => dialogs.open('form')}
      />
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
        {(shown, empty) => (
          <List contacts={shown} onAction={dialogs.open} onOpen={detail.open} empty={empty} />
        )}
      </PagedListPanel>
      <ContactDetailDrawer
        contactId={detail.contactId}
        placeholder={contacts?.find((contact) => contact.id === detail.contactId)}
        onEdit={(contact) => dialogs.open('form', contact)}
        onClose={detail.close}
      />
      <ContactDialogs kind={dialogs.kind} contact={dialogs.contact} onClose={dialogs.close} />
    </>
  );
};
