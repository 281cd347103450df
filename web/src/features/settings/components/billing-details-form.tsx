import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { billingCountries } from '@salesflow/shared/plans/countries';
import { INDIAN_STATES } from '@salesflow/shared/plans/indian-states';
import { type BillingDetails, billingDetailsSchema } from '@salesflow/shared/plans/invoice';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveBillingDetails } from '../api/billing';
import { SettingsCard } from './settings-card';

type Field = 'legalName' | 'country' | 'state' | 'gstin' | 'address';

const COUNTRIES = billingCountries();

/** What is sent: a state and a GSTIN only in India, where they decide the GST. */
const detailsOf = (values: Record<Field, string>) => {
  const india = values.country === 'IN';
  const { state, gstin, ...rest } = values;
  return { ...rest, ...(india && state ? { state } : {}), ...(india && gstin ? { gstin } : {}) };
};

/**
 * Whom invoices are made out to and where: the country and, in India, the state are the place of
 * supply that decides the GST (CGST + SGST in Maharashtra, IGST elsewhere, zero-rated abroad).
 */
export const BillingDetailsForm = ({ saved }: { saved: BillingDetails | null }) => {
  const toast = useToast();
  const save = useSaveBillingDetails();
  const [values, setValues] = useState<Record<Field, string>>({
    legalName: saved?.legalName ?? '',
    country: saved?.country ?? 'IN',
    state: saved?.state ?? '',
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
    const parsed = billingDetailsSchema.safeParse(detailsOf(values));
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
        {field('country', 'Country', 'Where you are billed', {
          select: true,
          children: COUNTRIES.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          )),
        })}
        {values.country === 'IN'
          ? field('state', 'State', 'The place of supply: it decides CGST + SGST or IGST', {
              select: true,
              children: INDIAN_STATES.map((state) => (
                <MenuItem key={state.code} value={state.code}>
                  {state.name}
                </MenuItem>
              )),
            })
          : null}
        {values.country === 'IN'
          ? field('gstin', 'GSTIN (optional)', 'For a GST invoice to your business')
          : null}
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
