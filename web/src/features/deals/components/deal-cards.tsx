import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import { formatUsd } from '@salesflow/shared/money/money';
import type { ReactNode } from 'react';
import { LabelledItem } from '../../../components/labelled-item';
import { MutedText } from '../../../components/muted-text';
import { CardList } from '../../../components/paged-list/card-list';
import { contactCompanyOf, contactNameOf } from '../utils/deal-labels';
import { DealRowActions } from './deal-row-actions';
import type { DealsListProps } from './deals-table';
import { ProbabilityBar } from './probability-bar';
import { StageBadge } from './stage-badge';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <LabelledItem label={label} sx={{ minWidth: 0 }}>
    <Box sx={{ typography: 'body2', fontWeight: 500 }}>{children}</Box>
  </LabelledItem>
);

/** Mobile list (below 768 px): the table's data as cards. */
export const DealCards = ({ deals, onAction, empty }: DealsListProps) => (
  <CardList
    label="Deals"
    rows={deals}
    skeletonTestId="deal-skeleton"
    skeletonHeight={148}
    empty={empty}
  >
    {(deal) => (
      <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {deal.title}
            </Typography>
            <MutedText>{deal.description || 'No description'}</MutedText>
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
    )}
  </CardList>
);
