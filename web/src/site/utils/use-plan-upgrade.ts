import { likelyCountry } from '@salesflow/shared/plans/countries';
import type { BillingDetails } from '@salesflow/shared/plans/invoice';
import type { SubscriptionUsage } from '@salesflow/shared/plans/subscription.schema';
import { useEffect, useRef, useState } from 'react';
import type { BillingErrors } from '../components/billing-details-dialog';
import type { useSiteToasts } from '../components/site-toasts';
import { type BillingCycle, isPaying, type PaidPlanId, type Plan } from '../content/pricing';
import { currentViewer, savedBillingDetails, UpgradeError, upgradePlan } from './plan-upgrade';

const LOGIN_AFTER_MS = 500;
const SIGNUP_AFTER_MS = 1500;

type Show = ReturnType<typeof useSiteToasts>['show'];

/** Where the billing form starts: the saved details, else India on Indian time. */
const startingDetails = (saved: BillingDetails | null) => ({
  legalName: saved?.legalName ?? '',
  country:
    saved?.country ?? likelyCountry(Intl.DateTimeFormat().resolvedOptions().timeZone ?? undefined),
  state: saved?.state ?? '',
  gstin: saved?.gstin ?? '',
});

export interface BillingStep {
  plan: Plan;
  initial: ReturnType<typeof startingDetails>;
  errors: BillingErrors;
}

/**
 * The pricing page's plan buttons: who is looking (undefined while asking, null for a visitor),
 * the visitor's way to sign up, and the owner's upgrade: a first payment asks where they are
 * billed first (`billing`), then Razorpay Checkout; a plan change goes straight to the server.
 */
export const usePlanUpgrade = (cycle: BillingCycle, show: Show) => {
  const [viewer, setViewer] = useState<SubscriptionUsage | null | undefined>(undefined);
  const [pending, setPending] = useState<PaidPlanId | null>(null);
  const [billing, setBilling] = useState<BillingStep | null>(null);

  // The sign-in after a 401, cancelled if the page goes first.
  const loginTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    currentViewer().then(setViewer, () => setViewer(null));
    return () => window.clearTimeout(loginTimer.current);
  }, []);

  const fail = (error: unknown) => {
    if (error instanceof UpgradeError && error.status === 401) {
      show({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'error',
      });
      loginTimer.current = window.setTimeout(
        () => window.location.assign('/api/login'),
        LOGIN_AFTER_MS,
      );
      return;
    }
    show({
      title: 'Upgrade Failed',
      description: (error as Error).message || 'Please try again.',
      variant: 'error',
    });
  };

  const upgrade = async (plan: Plan, details?: BillingDetails) => {
    setPending(plan.id);
    try {
      const answer = await upgradePlan(plan.id, cycle, details, () => setBilling(null));
      setBilling(null);
      show({ title: 'Subscription Upgraded', description: answer.message, variant: 'success' });
      setViewer(await currentViewer().catch(() => viewer ?? null));
    } catch (error) {
      const fields = error instanceof UpgradeError ? error.details : [];
      const mine = fields.filter((d) => d.field.startsWith('billingDetails.'));
      if (details && mine.length) {
        const errors = Object.fromEntries(
          mine.map((d) => [d.field.slice('billingDetails.'.length), d.message]),
        );
        setBilling((step) => (step ? { ...step, errors } : step));
      } else {
        setBilling(null);
        fail(error);
      }
    } finally {
      setPending(null);
    }
  };

  const choose = async (plan: Plan) => {
    if (!viewer) {
      show({
        title: 'Starting Your Journey',
        description: `Redirecting to sign up for ${plan.name} plan...`,
      });
      window.setTimeout(
        () => window.location.assign(`/?signup=true&plan=${encodeURIComponent(plan.id)}`),
        SIGNUP_AFTER_MS,
      );
      return;
    }
    if (isPaying(viewer)) return upgrade(plan);
    const saved = await savedBillingDetails().catch(() => null);
    setBilling({ plan, initial: startingDetails(saved), errors: {} });
  };

  return {
    viewer,
    pending,
    billing,
    choose: (plan: Plan) => void choose(plan),
    pay: (details: BillingDetails) => {
      if (billing) void upgrade(billing.plan, details);
    },
    closeBilling: () => setBilling(null),
  };
};
