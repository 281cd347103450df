import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useDndNumbers } from '../api/get-dnd-numbers';
import { useIndiaCalling } from '../api/get-india-calling';
import { formatDay, staleScrubMessage } from '../utils/dnd-labels';
import { DndNumberList } from './dnd-number-list';
import { DndUploadForm } from './dnd-upload-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/** Settings → AI Agent → Do not disturb: the numbers the organization's NCPR scrubs found. */
export const DndNumbersCard = () => {
  const pages = useDndNumbers();
  // Who may remove a number: the same admins who manage the India calling settings.
  const canManage = useIndiaCalling().data?.canManage ?? false;
  const first = pages.data?.pages[0];
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SettingsCard
      title="Do not disturb (NCPR)"
      subheader="Indian numbers registered on the NCPR: promotional calls to them need the lead's consent"
    >
      {pages.isPending ? (
        <SettingsSkeleton />
      ) : pages.isError || !first ? (
        <SettingsLoadError onRetry={() => void pages.refetch()} />
      ) : (
        <>
          {first.stale ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {staleScrubMessage(first.lastScrubbedOn)}
            </Alert>
          ) : null}
          <Typography variant="body2" sx={{ mb: 2 }}>
            {first.lastScrubbedOn
              ? `Last scrub: ${formatDay(first.lastScrubbedOn)}. `
              : 'No scrub uploaded yet. '}
            {items.length.toLocaleString('en-US')}
            {pages.hasNextPage ? '+' : ''} {items.length === 1 ? 'number' : 'numbers'} on the list.
          </Typography>
          <DndUploadForm />
          <Divider sx={{ my: 2 }} />
          <DndNumberList
            items={items}
            canManage={canManage}
            hasMore={pages.hasNextPage}
            loadingMore={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
          />
        </>
      )}
    </SettingsCard>
  );
};
