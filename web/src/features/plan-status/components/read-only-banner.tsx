import { lazy, Suspense } from 'react';
import { usePlanLimits } from '../api/plan-limits';

// Most days nobody is read-only: the alert's code comes only when it is shown.
const ReadOnlyAlert = lazy(async () => ({
  default: (await import('./read-only-alert')).ReadOnlyAlert,
}));

/**
 * Above every page while the organization is read-only (its trial ended, its subscription is
 * suspended or has ended): why, when an ended one's data goes, and the way out.
 */
export const ReadOnlyBanner = () => {
  const { data } = usePlanLimits();
  if (!data?.readOnlyReason) return null;
  return (
    <Suspense fallback={null}>
      <ReadOnlyAlert reason={data.readOnlyReason} dataErasedOn={data.dataErasedOn} />
    </Suspense>
  );
};
