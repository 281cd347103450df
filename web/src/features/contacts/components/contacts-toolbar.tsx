import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { ExportButton } from '../../../components/csv-export/export-button';
import { SearchField } from '../../../components/search-field';
import type { LeadsFilter } from '../utils/leads-filter';
import { LeadsFilterToggle } from './leads-filter-toggle';

export interface ContactsToolbarProps {
  searchText: string;
  onSearchChange: (text: string) => void;
  /** Null: one member's leads (a view), none of the toggle's three. */
  filter: LeadsFilter | null;
  onFilterChange: (filter: LeadsFilter) => void;
  onImport: () => void;
  exporting: boolean;
  /** Contacts gathered so far while exporting. */
  exportProgress: number | null;
  onExport: () => void;
  /** The filter bar, under the search. */
  children?: ReactNode;
}

/** Search and the leads filter on the left, Import and Export on the right; filters under them. */
export const ContactsToolbar = (props: ContactsToolbarProps) => (
  <>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <SearchField
        label="Search contacts"
        value={props.searchText}
        onChange={props.onSearchChange}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
      />
      <LeadsFilterToggle value={props.filter} onChange={props.onFilterChange} />
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, ml: 'auto' }}>
        <Button variant="outlined" startIcon={<FileUploadOutlinedIcon />} onClick={props.onImport}>
          Import
        </Button>
        <ExportButton
          exporting={props.exporting}
          progress={props.exportProgress}
          onExport={props.onExport}
        />
      </Box>
    </Box>
    {props.children}
  </>
);
