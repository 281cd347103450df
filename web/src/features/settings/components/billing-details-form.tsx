import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type BillingDetails, billingDetailsSchema } from '@salesflow/shared/plans/invoice';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveBillingDetails } from '../api/billing';
import { SettingsCard } from './settings-card';

type Field = 'legalName' | 'country' | 'gstin' | 'address';

/** Whom invoices are made out to; a GSTIN in India puts GST on them. */
export const BillingDetailsForm = ({ saved }: { saved: BillingDetails | null }) => {
  const toast = useToast();
  const save = useSaveBillingDetails();
  const [values, setValues] = useState<Record<Field, string>>({
    legalName: saved?.legalName ?? '',
    country: saved?.country ?? 'IN',
    gstin: saved?.gstin ?? '',
    address: saved?.address ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field, label: string, hint: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = billingDetailsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: 'Billing Details Saved',
          description: 'Your invoices show them',
          variant: 'success',
        }),
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(Object.fromEntries(error.details.map((d) => [d.field, d.message])));
        }
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save billing details'),
          variant: 'error',
        });
      },
    });
  };
  return (
    <SettingsCard title="Billing Details" subheader="Who your invoices are made out to">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {field('legalName', 'Legal name', 'Your company’s registered name')}
        {field('country', 'Country', 'Two letters, e.g. IN, SG, AE', {
          slotProps: { htmlInput: { maxLength: 2 } },
        })}
        {field('gstin', 'GSTIN (optional)', 'For a GST invoice in India')}
        {field('address', 'Address (optional)', 'As it should appear on invoices', {
          multiline: true,
          minRows: 2,
        })}
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {save.isPending ? 'Saving...' : 'Save Billing Details'}
        </Button>
      </Stack>
    </SettingsCard>
  );
};
