import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { ExportButton } from '../../../components/csv-export/export-button';
import { PageHeader } from '../../../components/page-header';
import { PagedListPanel } from '../../../components/paged-list/paged-list-panel';
import { SearchField } from '../../../components/search-field';
import { CONTACTS_PAGE_SIZE } from '../../../config/constants';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useContactsPages } from '../api/get-contacts';
import { useContactDetailParam } from '../hooks/use-contact-detail-param';
import { useContactDialogs } from '../hooks/use-contact-dialogs';
import { useContactsExport } from '../hooks/use-contacts-export';
import { contactCountLabel } from '../utils/contact-labels';
import { ContactCards } from './contact-cards';
import { ContactDetailDrawer } from './contact-detail-drawer';
import { ContactDialogs } from './contact-dialogs';
import { ContactsTable } from './contacts-table';

/** The Contacts screen (document 1, "Contacts screen"), paged and searched on the server. */
export const ContactsScreen = () => {
  const isMobile = useIsMobile();
  const searchBox = useDebouncedSearch();
  const { search } = searchBox;
  const query = useContactsPages(search);
  const dialogs = useContactDialogs();
  const detail = useContactDetailParam();
  const exporter = useContactsExport(search);
  const pages = query.data?.pages;
  const contacts = useMemo(() => (pages ? pages.flatMap((page) => page.items) : null), [pages]);
  const total = pages?.[0]?.total;
  const List = isMobile ? ContactCards : ContactsTable;

  return (
    <>
      <PageHeader
        title="Contacts"
        subtitle={total === undefined ? undefined : contactCountLabel(total)}
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
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <SearchField
              label="Search contacts"
              value={searchBox.text}
              onChange={searchBox.setText}
              sx={{ width: { xs: '100%', sm: 360 } }}
            />
            <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, ml: 'auto' }}>
              <Button
                variant="outlined"
                startIcon={<FileUploadOutlinedIcon />}
                onClick={() => dialogs.open('import')}
              >
                Import
              </Button>
              <ExportButton
                exporting={exporter.exporting}
                progress={exporter.progress}
                onExport={exporter.exportCsv}
              />
            </Box>
          </Box>
        }
        loadError={<>Failed to load contacts. {errorMessage(query.error, 'Please try again.')}</>}
        empty={{
          noMatches: search ? `No contacts found matching "${search}"` : null,
          title: 'No contacts yet',
          description: 'Add your first contact to get started',
        }}
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
