import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useContactsPages } from '../api/get-contacts';
import { useContactDetailParam } from '../hooks/use-contact-detail-param';
import { useContactDialogs } from '../hooks/use-contact-dialogs';
import { useContactsExport } from '../hooks/use-contacts-export';
import { useFillFirstScreen } from '../hooks/use-fill-first-screen';
import { contactCountLabel } from '../utils/contact-labels';
import { ContactCards } from './contact-cards';
import { ContactDetailDrawer } from './contact-detail-drawer';
import { ContactDialogs } from './contact-dialogs';
import { ContactsListFooter } from './contacts-list-footer';
import { ContactsSearch } from './contacts-search';
import { ContactsTable } from './contacts-table';

/** The Contacts screen (document 1, "Contacts screen"), paged and searched on the server. */
export const ContactsScreen = () => {
  const isMobile = useIsMobile();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const query = useContactsPages(search);
  const dialogs = useContactDialogs();
  const detail = useContactDetailParam();
  const exporter = useContactsExport(search);
  const pages = query.data?.pages;
  const contacts = useMemo(() => (pages ? pages.flatMap((page) => page.items) : null), [pages]);
  const total = pages?.[0]?.total;
  useFillFirstScreen(query, contacts?.length ?? 0);

  const exhausted = !query.hasNextPage && !query.isPlaceholderData;
  const empty = !exhausted ? (
    <EmptyState
      title="No matches so far"
      description="Load more to keep searching your contacts."
    />
  ) : search ? (
    <EmptyState title={`No contacts found matching "${search}"`} />
  ) : (
    <EmptyState title="No contacts yet" description="Add your first contact to get started" />
  );
  // Zero rows while a search is still running (or a new one is loading) is not yet an answer.
  const settling =
    contacts?.length === 0 && (query.isPlaceholderData || (query.hasNextPage && query.isFetching));
  const List = isMobile ? ContactCards : ContactsTable;

  return (
    <>
      <PageHeader
        title="Contacts"
        subtitle={total === undefined ? undefined : contactCountLabel(total)}
        addLabel="Add Contact"
        onAdd={() => dialogs.open('form')}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ContactsSearch value={searchText} onChange={setSearchText} />
          <ExportButton
            exporting={exporter.exporting}
            progress={exporter.progress}
            onExport={exporter.exportCsv}
          />
        </Box>
        <LinearProgress
          aria-label="Loading contacts"
          sx={{ height: 2, visibility: query.isFetching && contacts ? 'visible' : 'hidden' }}
        />
        {query.isError && !contacts ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                Try again
              </Button>
            }
          >
            Failed to load contacts. {query.error.message}
          </Alert>
        ) : (
          <List
            contacts={settling ? null : contacts}
            onAction={dialogs.open}
            onOpen={detail.open}
            empty={empty}
          />
        )}
        {contacts ? (
          <ContactsListFooter
            shown={contacts.length}
            total={search ? null : (total ?? null)}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => query.fetchNextPage()}
          />
        ) : null}
      </Paper>
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
