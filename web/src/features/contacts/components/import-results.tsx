import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ImportResult } from '@salesflow/shared/contacts/contact-import';
import type { ImportJobView } from '@salesflow/shared/imports/import-job';
import { HeldLeadsSection, HeldNotice } from './import-held-leads';
import { ImportJobNotes } from './import-job-notes';
import { ResultSection as Section, scrolling } from './import-result-section';

export interface ImportResultsProps {
  result: ImportResult;
  /** The import job the result is from (a file): its failure, the full error list to download. */
  job?: ImportJobView | null;
  onImportMore: () => void;
  onClose: () => void;
}

/** One count of the results view: Imported or Failed. */
const Count = ({ label, value, color }: { label: string; value: number; color: string }) => (
  <Box
    role="group"
    aria-label={`${label}: ${value}`}
    sx={{ flex: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}
  >
    <Typography variant="h4" component="p" sx={{ color, fontWeight: 600 }}>
      {value.toLocaleString('en-US')}
    </Typography>
    <Typography variant="body2" color="textSecondary">
      {label}
    </Typography>
  </Box>
);

/** The results view of Import Leads: counts, each refused row's reason, the imported leads. */
export const ImportResults = ({ result, job, onImportMore, onClose }: ImportResultsProps) => (
  <>
    <DialogContent sx={{ pt: 1 }}>
      {job?.status === 'failed' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {job.error ?? 'Failed to import leads'}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Count label="Imported" value={result.success} color="success.main" />
        <Count
          label="Failed"
          value={result.failed}
          color={result.failed > 0 ? 'error.main' : 'text.secondary'}
        />
      </Box>
      {result.held ? <HeldNotice held={result.held} /> : null}
      {job && result.errors.length > 0 ? <ImportJobNotes job={job} /> : null}
      {result.errors.length > 0 ? (
        // A file's list also carries notes (a source read as "other", a duplicate phone):
        // nothing failed means only notes.
        <Section
          title={job || result.errors.length > result.failed ? 'Errors and notes' : 'Errors'}
        >
          <Alert severity={result.failed > 0 ? 'error' : 'warning'} icon={false} sx={scrolling}>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {result.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </Box>
          </Alert>
        </Section>
      ) : null}
      {result.held && result.heldLeads?.length ? (
        <HeldLeadsSection held={result.held} leads={result.heldLeads} />
      ) : null}
      {result.imported.length > 0 ? (
        <Section title="Imported leads">
          <List
            dense
            disablePadding
            sx={{ ...scrolling, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {result.imported.map((lead) => (
              <ListItem key={lead.email} divider>
                <ListItemText
                  primary={lead.name}
                  secondary={lead.email}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        </Section>
      ) : null}
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onImportMore}>Import More</Button>
      <Button variant="contained" onClick={onClose}>
        Close
      </Button>
    </DialogActions>
  </>
);
