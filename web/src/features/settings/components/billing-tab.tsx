import Stack from '@mui/material/Stack';
import { ApiError } from '../../../lib/api-client';
import { useInvoices, useSubscriptionUsage } from '../api/billing';
import { BillingDetailsForm } from './billing-details-form';
import { InvoicesCard, OwnerOnly } from './invoices-card';
import { PlanCard } from './plan-card';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/** Settings → Billing: the plan for everyone; invoices and billing details for the owner. */
export const BillingTab = () => {
  const usage = useSubscriptionUsage();
  const invoices = useInvoices();
  const notOwner = invoices.error instanceof ApiError && invoices.error.status === 403;
  return (
    <Stack spacing={3}>
      {usage.isPending ? (
        <SettingsCard title="Plan" subheader="Your subscription and what it includes">
          <SettingsSkeleton />
        </SettingsCard>
      ) : usage.isError ? (
        <SettingsLoadError onRetry={() => void usage.refetch()} />
      ) : (
        <PlanCard usage={usage.data} />
      )}
      {notOwner ? (
        <OwnerOnly />
      ) : invoices.isPending ? (
        <SettingsSkeleton />
      ) : invoices.isError ? (
        <SettingsLoadError onRetry={() => void invoices.refetch()} />
      ) : (
        <>
          <InvoicesCard invoices={invoices.data.invoices} />
          <BillingDetailsForm
            key={JSON.stringify(invoices.data.billingDetails)}
            saved={invoices.data.billingDetails}
          />
        </>
      )}
    </Stack>
  );
};
