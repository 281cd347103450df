import { type SuspensionInput, suspensionSchema } from '@salesflow/shared/admin/admin.schema';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';

export interface SuspensionFormValues {
  reason: string;
}

const fieldOf: FieldOf<SuspensionFormValues> = (name) => (name === 'reason' ? 'reason' : undefined);

/** Checks the reason with the server's own schema, for a suspension (true) or a reactivation. */
export const validateSuspensionForm = (suspended: boolean) => (values: SuspensionFormValues) =>
  formValidation(
    suspensionSchema.safeParse({ suspended, reason: values.reason }),
    fieldOf,
    (data): SuspensionInput => data,
  );

export const useSuspensionForm = (suspended: boolean) =>
  useValidatedForm<SuspensionFormValues, SuspensionInput>(
    { reason: '' },
    { validate: validateSuspensionForm(suspended), fieldOf },
  );
