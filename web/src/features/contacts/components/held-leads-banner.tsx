import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useToast } from '../../../components/toast/use-toast';
import { billingPaths } from '../../../config/billing-paths';
import { errorMessage } from '../../../lib/api-client';
import { usePlanLimits } from '../../../lib/plan-limits';
import { useHeldLeads, useReleaseHeldLeads } from '../api/held-leads';

const leads = (n: number) => `${n.toLocaleString('en-US')} lead${n === 1 ? '' : 's'}`;

/**
 * Above the contacts, while leads wait for room on the plan: how many, why, and the ways out:
 * a bigger plan (they become contacts by themselves), or adding them once room is made.
 */
export const HeldLeadsBanner = () => {
  const { data } = useHeldLeads();
  const limits = usePlanLimits().data;
  const release = useReleaseHeldLeads();
  const toast = useToast();
  if (!data?.count) return null;
  const add = () =>
    release.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: answer.released || answer.merged ? 'Held Leads Added' : 'No Room Yet',
          description:
            answer.released || answer.merged
              ? `${leads(answer.released + answer.merged)} added to your contacts${answer.waiting ? `; ${leads(answer.waiting)} still waiting` : ''}.`
              : (answer.reason ?? 'Make room on your plan first.'),
          variant: answer.released || answer.merged ? 'success' : 'error',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to add held leads'),
          variant: 'error',
        }),
    });
  return (
    <Alert
      severity="warning"
      sx={{
        mb: 2,
        // On a phone the buttons go below the text rather than squeeze it into a strip beside them.
        flexWrap: 'wrap',
        '& .MuiAlert-message': { flex: '1 1 0', minWidth: 220 },
        '& .MuiAlert-action': { pt: 0.5 },
      }}
      action={
        <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
          {limits?.canChangePlan ? (
            <Button color="inherit" size="small" href={billingPaths.pricing}>
              Upgrade
            </Button>
          ) : null}
          {data.canRelease ? (
            <Button color="inherit" size="small" disabled={release.isPending} onClick={add}>
              {release.isPending ? 'Adding...' : 'Add Them Now'}
            </Button>
          ) : null}
        </Stack>
      }
    >
      <AlertTitle>{`${leads(data.count)} waiting for room on your plan`}</AlertTitle>
      {data.reason ?? 'There is room now: add them to your contacts.'} Nothing is lost: they become
      contacts as soon as there is room.
      {limits && !limits.canChangePlan
        ? ` Only ${limits.ownerName}, the owner, can upgrade the plan.`
        : null}
    </Alert>
  );
};
