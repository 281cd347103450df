import { lazy, Suspense } from 'react';
import { ApiError } from '../../../lib/api-client';
import { usePlanLimits } from '../../../lib/plan-limits';

// Most days nobody is read-only: the alert's code comes only when it is shown.
const ReadOnlyAlert = lazy(async () => ({
  default: (await import('./read-only-alert')).ReadOnlyAlert,
}));
const SuspendedAlert = lazy(async () => ({
  default: (await import('./read-only-alert')).SuspendedAlert,
}));

/**
 * Above every page while the organization is read-only (its trial ended, its subscription is
 * suspended or has ended): why, when an ended one's data goes, and the way out. Or, when a
 * platform operator suspended the account, that it is and whom to ask.
 */
export const ReadOnlyBanner = () => {
  const { data, error } = usePlanLimits();
  if (error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED') {
    return (
      <Suspense fallback={null}>
        <SuspendedAlert message={error.serverMessage ?? error.message} />
      </Suspense>
    );
  }
  if (!data?.readOnlyReason) return null;
  return (
    <Suspense fallback={null}>
      <ReadOnlyAlert
        reason={data.readOnlyReason}
        dataErasedOn={data.dataErasedOn}
        canChangePlan={data.canChangePlan}
        ownerName={data.ownerName}
      />
    </Suspense>
  );
};
