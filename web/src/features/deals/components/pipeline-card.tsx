import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import { useEffect, useRef } from 'react';
import { useDealRules } from '../hooks/use-deal-rules';
import { contactCompanyOf, contactNameOf } from '../utils/deal-labels';
import { TeammatesDealNote } from './teammates-deal-note';

export interface DealCardBodyProps {
  deal: Deal;
}

/** What a board card shows: company, contact and value (and the deal's title, to tell deals apart). */
export const DealCardBody = ({ deal }: DealCardBodyProps) => (
  <>
    <Typography variant="subtitle2" sx={{ fontWeight: 600 }} noWrap>
      {contactCompanyOf(deal)}
    </Typography>
    <Typography variant="body2" color="textSecondary" noWrap>
      {contactNameOf(deal)}
    </Typography>
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {formatUsd(deal.value)}
      </Typography>
      <Typography variant="caption" color="textSecondary" noWrap sx={{ minWidth: 0 }}>
        {deal.title}
      </Typography>
    </Box>
  </>
);

export const cardSx = {
  p: 1.5,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

export interface PipelineCardProps {
  deal: Deal;
  /** Focus this card once mounted (it was just dropped here with the keyboard). */
  focus: boolean;
}

/**
 * A board card: draggable (its accessible name is "Deal <title>") when the user may change the
 * deal; otherwise it stays where it is, neither dragged nor picked up with the keyboard, and says
 * why (a member's teammate's deal: the server would refuse the move).
 */
export const PipelineCard = ({ deal, focus }: PipelineCardProps) =>
  useDealRules().mayChange(deal) ? (
    <MovableCard deal={deal} focus={focus} />
  ) : (
    <Box aria-label={`Deal ${deal.title}`} role="group" sx={{ ...cardSx, cursor: 'default' }}>
      <DealCardBody deal={deal} />
      <Box sx={{ mt: 0.75 }}>
        <TeammatesDealNote />
      </Box>
    </Box>
  );

const MovableCard = ({ deal, focus }: PipelineCardProps) => {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: deal.id,
    data: { deal },
  });
  const node = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (focus) node.current?.focus();
  }, [focus]);
  return (
    <Box
      ref={(element: HTMLDivElement | null) => {
        node.current = element;
        setNodeRef(element);
      }}
      {...attributes}
      {...listeners}
      aria-label={`Deal ${deal.title}`}
      sx={{
        ...cardSx,
        cursor: 'grab',
        touchAction: 'manipulation',
        opacity: isDragging ? 0.4 : 1,
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: 2 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <DealCardBody deal={deal} />
    </Box>
  );
};
