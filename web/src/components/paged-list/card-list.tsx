import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ListViewProps, SKELETON_KEYS } from './list-table';

export interface CardListProps<T extends { id: string }> extends ListViewProps<T> {
  skeletonHeight: number;
}

/** A mobile list (below 768 px): one card per item, the table's data rearranged. */
export const CardList = <T extends { id: string }>({
  label,
  rows,
  skeletonTestId,
  skeletonHeight,
  empty,
  children,
}: CardListProps<T>) => {
  if (rows === null) {
    return (
      <Stack spacing={1.5} sx={{ p: 1.5 }}>
        {SKELETON_KEYS.map((key) => (
          <Skeleton
            key={key}
            variant="rounded"
            height={skeletonHeight}
            data-testid={skeletonTestId}
          />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 1.5, m: 0, listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <Card key={row.id} component="li">
          {children(row)}
        </Card>
      ))}
    </Stack>
  );
};
