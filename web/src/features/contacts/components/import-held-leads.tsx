import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { HeldImportRow } from '@salesflow/shared/imports/import-job';
import { billingPaths } from '../../../config/billing-paths';
import { usePlanLimits } from '../../../lib/plan-limits';
import { ResultSection, scrolling } from './import-result-section';

const count = (n: number) => n.toLocaleString('en-US');

/** Rows past what the plan holds: kept, not lost, and how to make room for them (or who can). */
export const HeldNotice = ({ held }: { held: number }) => {
  const limits = usePlanLimits().data;
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        limits?.canChangePlan ? (
          <Button color="inherit" size="small" href={billingPaths.pricing}>
            See Plans
          </Button>
        ) : undefined
      }
    >
      {`${count(held)} ${held === 1 ? 'lead was' : 'leads were'} held: your plan has no room for ${held === 1 ? 'it' : 'them'} yet. Held leads are kept and become contacts as soon as there is room.`}
      {limits && !limits.canChangePlan
        ? ` Only ${limits.ownerName}, the owner, can upgrade the plan.`
        : null}
    </Alert>
  );
};

/** The held rows, apart from the errors: each lead with its row, the first ones of a file. */
export const HeldLeadsSection = ({ held, leads }: { held: number; leads: HeldImportRow[] }) => (
  <ResultSection title="Held leads">
    {leads.length < held ? (
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {`The first ${count(leads.length)} of ${count(held)} held leads are listed.`}
      </Typography>
    ) : null}
    <List
      dense
      disablePadding
      sx={{ ...scrolling, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {leads.map((lead) => (
        <ListItem key={lead.row} divider>
          <ListItemText
            primary={lead.name}
            secondary={`Row ${lead.row} · ${lead.email}`}
            slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
          />
        </ListItem>
      ))}
    </List>
  </ResultSection>
);
