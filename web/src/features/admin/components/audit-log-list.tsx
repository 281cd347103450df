import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, auditDetail } from '../utils/audit-labels';
import { ToneChip } from './tone-chip';

const ACTION_TONES = { 'set-plan': 'info', suspend: 'error', reactivate: 'success' } as const;

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export interface AuditLogListProps {
  entries: readonly AuditEntry[];
}

/** Who did what to which account, when and why, newest first. */
export const AuditLogList = ({ entries }: AuditLogListProps) => (
  <Box component="ol" aria-label="Audit log entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {entries.map((entry) => {
      const detail = auditDetail(entry);
      return (
        <Box
          component="li"
          key={entry.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px minmax(0, 1fr)' },
            gap: { xs: 0.5, sm: 2 },
            py: 1.5,
            '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <Typography variant="body2" color="textSecondary" component="time" dateTime={entry.at}>
            {when.format(new Date(entry.at))}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <ToneChip
                label={AUDIT_ACTION_LABELS[entry.action]}
                tone={ACTION_TONES[entry.action]}
              />
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {typeof entry.detail.organizationName === 'string' && entry.detail.organizationName
                  ? entry.detail.organizationName
                  : `Organization ${entry.organizationId}`}
              </Typography>
            </Box>
            {detail ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {detail}
              </Typography>
            ) : null}
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {`“${entry.reason}” · by ${entry.operatorEmail || entry.operatorId}`}
            </Typography>
          </Box>
        </Box>
      );
    })}
  </Box>
);
