import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import { formatUsd } from '@salesflow/shared/money/money';
import type { ReactNode } from 'react';
import { contactCompanyOf, contactNameOf } from '../utils/deal-labels';
import { DealRowActions } from './deal-row-actions';
import { DEAL_SKELETON_KEYS, type DealsListProps } from './deals-table';
import { ProbabilityBar } from './probability-bar';
import { StageBadge } from './stage-badge';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="textSecondary" component="p">
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', fontWeight: 500 }}>{children}</Box>
  </Box>
);

/** Mobile list (below 768 px): the table's data as cards. */
export const DealCards = ({ deals, onAction, empty }: DealsListProps) => {
  if (deals === null) {
    return (
      <Stack spacing={1.5} sx={{ p: 1.5 }}>
        {DEAL_SKELETON_KEYS.map((key) => (
          <Skeleton key={key} variant="rounded" height={148} data-testid="deal-skeleton" />
        ))}
      </Stack>
    );
  }
  if (deals.length === 0) return <>{empty}</>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 1.5, m: 0, listStyle: 'none' }} aria-label="Deals">
      {deals.map((deal) => (
        <Card key={deal.id} component="li">
          <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {deal.title}
                </Typography>
                <Typography variant="body2" color="textSecondary" noWrap>
                  {deal.description || 'No description'}
                </Typography>
              </Box>
              <StageBadge stage={deal.stage} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1.5 }}>
              <Detail label="Contact">
                <Typography variant="body2" noWrap>
                  {contactNameOf(deal)}
                </Typography>
                <Typography variant="caption" color="textSecondary" noWrap component="p">
                  {contactCompanyOf(deal)}
                </Typography>
              </Detail>
              <Detail label="Value">{formatUsd(deal.value)}</Detail>
              <Detail label="Probability">
                <ProbabilityBar probability={deal.probability} />
              </Detail>
              <Detail label="Close Date">{formatCalendarDate(deal.expectedCloseDate)}</Detail>
            </Box>
            <Box sx={{ mt: 1 }}>
              <DealRowActions deal={deal} onAction={onAction} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};
