import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ExportButton } from '../../../components/csv-export/export-button';
import { SearchField } from '../../../components/search-field';

export interface DealsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  exporting: boolean;
  /** Deals gathered so far while exporting. */
  exportProgress: number | null;
  onExport: () => void;
  /** The filter bar, under the search. */
  children?: ReactNode;
}

/** The search on the left, Export on the right; the filters under them. */
export const DealsToolbar = ({
  search,
  onSearchChange,
  exporting,
  exportProgress,
  onExport,
  children,
}: DealsToolbarProps) => (
  <>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <SearchField
        label="Search deals"
        value={search}
        onChange={onSearchChange}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}
      />
      <Box sx={{ ml: { sm: 'auto' } }}>
        <ExportButton exporting={exporting} progress={exportProgress} onExport={onExport} />
      </Box>
    </Box>
    {children}
  </>
);
