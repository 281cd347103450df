import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, localIsoDate } from '@salesflow/shared/dates/format-date';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import type { ReactNode } from 'react';
import { MutedText } from '../../../components/muted-text';
import { TagChips } from '../../../components/tags/tag-chips';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { contactCompanyOf, contactNameOf } from '../utils/deal-labels';
import type { DealTableColumn } from '../utils/deal-view-columns';
import { DealRowActions } from './deal-row-actions';
import { ProbabilityBar } from './probability-bar';
import { StageBadge } from './stage-badge';

/** Names whoever holds a deal's lead ("You", a member, "Unassigned" for null). */
export type RenderAssignee = (userId: string | null) => ReactNode;

export interface DealCellOptions {
  onAction: OpenDealDialog;
  /** The tags as chips under the title (a view may leave them out). */
  showTags: boolean;
  renderAssignee?: RenderAssignee | undefined;
}

/** The day a deal was added, in the user's time zone, written as the close dates are. */
const createdDay = (at: string) => {
  const moment = new Date(at);
  return Number.isNaN(moment.getTime()) ? '-' : formatCalendarDate(localIsoDate(moment));
};

/** Whoever holds the deal's lead; a dash for a deal without a lead. */
const AssigneeCell = ({
  lead,
  renderAssignee,
}: {
  lead: Deal['lead'];
  renderAssignee: RenderAssignee | undefined;
}) => (
  <TableCell sx={{ maxWidth: 160 }}>
    {!lead || !renderAssignee ? (
      <MutedText>-</MutedText>
    ) : lead.assignedTo ? (
      <Typography variant="body2" noWrap>
        {renderAssignee(lead.assignedTo)}
      </Typography>
    ) : (
      <MutedText>{renderAssignee(null)}</MutedText>
    )}
  </TableCell>
);

/** One row's cell of each column. */
export const dealCellsOf = (
  deal: Deal,
  { onAction, showTags, renderAssignee }: DealCellOptions,
): Record<DealTableColumn, ReactNode> => ({
  Deal: (
    <TableCell sx={{ maxWidth: 280 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {deal.title}
      </Typography>
      <MutedText>{deal.description || 'No description'}</MutedText>
      {/* Only a tagged deal reads the tag colours. */}
      {showTags && deal.tags?.length ? <TagChips tags={deal.tags} max={3} /> : null}
    </TableCell>
  ),
  Contact: (
    <TableCell sx={{ maxWidth: 220 }}>
      <Typography variant="body2" noWrap>
        {contactNameOf(deal)}
      </Typography>
      <MutedText>{contactCompanyOf(deal)}</MutedText>
    </TableCell>
  ),
  Value: (
    <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatUsd(deal.value)}</TableCell>
  ),
  Stage: (
    <TableCell>
      <StageBadge stage={deal.stage} />
    </TableCell>
  ),
  Probability: (
    <TableCell>
      <ProbabilityBar probability={deal.probability} />
    </TableCell>
  ),
  'Close Date': (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      {formatCalendarDate(deal.expectedCloseDate)}
    </TableCell>
  ),
  'Assigned to': <AssigneeCell lead={deal.lead} renderAssignee={renderAssignee} />,
  Created: <TableCell sx={{ whiteSpace: 'nowrap' }}>{createdDay(deal.createdAt)}</TableCell>,
  Actions: (
    <TableCell align="right">
      <DealRowActions deal={deal} onAction={onAction} />
    </TableCell>
  ),
});
