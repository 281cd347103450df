import type { INVITABLE_ROLES } from '@salesflow/shared/auth/roles';
import { inviteMemberSchema } from '@salesflow/shared/teams/team.schema';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export interface InviteFormValues {
  email: string;
  role: InvitableRole;
}

const FIELDS = new Map<unknown, keyof InviteFormValues>([
  ['email', 'email'],
  ['role', 'role'],
]);
const fieldOf: FieldOf<InviteFormValues> = (name) => FIELDS.get(name);

export const INVITE_FORM_INITIAL: InviteFormValues = { email: '', role: 'member' };

/** Checks the invite with the server's own schema, for the organization being worked on. */
export const validateInviteForm = (organizationId: string) => (values: InviteFormValues) =>
  formValidation(
    inviteMemberSchema.safeParse({ ...values, organizationId }),
    fieldOf,
    (data) => data,
  );

export const useInviteForm = (organizationId: string) =>
  useValidatedForm(INVITE_FORM_INITIAL, { validate: validateInviteForm(organizationId), fieldOf });
