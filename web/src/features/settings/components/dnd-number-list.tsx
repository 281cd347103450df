import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DndNumber } from '@salesflow/shared/calls/dnd-numbers';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDndNumber } from '../api/delete-dnd-number';
import { formatDay } from '../utils/dnd-labels';

export interface DndNumberListProps {
  items: DndNumber[];
  /** Admins and the owner may take a number off the list. */
  canManage: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

const SOURCE_LABELS: Record<DndNumber['source'], string> = {
  scrub: 'NCPR scrub',
  contact: 'Marked on a contact',
};

/** The numbers on the organization's NCPR list, newest pages last. */
export const DndNumberList = ({
  items,
  canManage,
  hasMore,
  loadingMore,
  onLoadMore,
}: DndNumberListProps) => {
  const toast = useToast();
  const remove = useDeleteDndNumber();
  const [removing, setRemoving] = useState<string | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => {
        toast({ title: 'Number Removed', description: `${removing} is off the NCPR list` });
        setRemoving(null);
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove the number'),
          variant: 'error',
        }),
    });
  };

  if (items.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        No numbers uploaded yet.
      </Typography>
    );
  }
  return (
    <>
      <Table size="small" aria-label="NCPR numbers">
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Scrub date</TableCell>
            <TableCell>Source</TableCell>
            {canManage ? <TableCell align="right">Remove</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.number}>
              <TableCell>{item.number}</TableCell>
              <TableCell>{formatDay(item.scrubbedOn)}</TableCell>
              <TableCell>{SOURCE_LABELS[item.source]}</TableCell>
              {canManage ? (
                <TableCell align="right" sx={{ py: 0 }}>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${item.number}`}
                    onClick={() => setRemoving(item.number)}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
          <Button onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this number?"
        message={`${removing ?? ''} will get promotional calls again, unless a later scrub finds it.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
};
