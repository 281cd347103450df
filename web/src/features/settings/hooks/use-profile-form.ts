import {
  type Profile,
  type ProfileInput,
  profileInputSchema,
} from '@salesflow/shared/settings/profile';
import type { ProfileTimezone } from '@salesflow/shared/settings/timezones';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';

export interface ProfileFormValues {
  name: string;
  email: string;
  company: string;
  role: string;
  phone: string;
  timezone: ProfileTimezone;
}

const FIELDS: readonly (keyof ProfileFormValues)[] = [
  'name',
  'email',
  'company',
  'role',
  'phone',
  'timezone',
];

/** Schema paths and server details use the form's own field names. */
const fieldOf: FieldOf<ProfileFormValues> = (name) =>
  FIELDS.includes(name as keyof ProfileFormValues) ? (name as keyof ProfileFormValues) : undefined;

export const profileFormValues = (profile: Profile): ProfileFormValues => ({
  name: profile.name,
  email: profile.email,
  company: profile.company ?? '',
  role: profile.role ?? '',
  phone: profile.phone ?? '',
  timezone: profile.timezone,
});

/** Validates with the schema the server uses; sends what it gives (trimmed, empty as null). */
export const validateProfileForm = (values: ProfileFormValues) =>
  formValidation(profileInputSchema.safeParse(values), fieldOf, (data): ProfileInput => data);

export const useProfileForm = (initial: ProfileFormValues) =>
  useValidatedForm(initial, { validate: validateProfileForm, fieldOf });
