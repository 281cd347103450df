import {
  type RecordVisibility,
  type TeamSettings,
  type TeamSettingsUpdate,
  teamSettingsUpdateSchema,
} from '@salesflow/shared/teams/team-settings.schema';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';

export interface TeamSettingsFormValues {
  name: string;
  recordVisibility: RecordVisibility;
  roundRobinMemberIds: string[];
}

const FIELDS = new Map<unknown, keyof TeamSettingsFormValues>([
  ['name', 'name'],
  ['recordVisibility', 'recordVisibility'],
  ['roundRobinMemberIds', 'roundRobinMemberIds'],
]);
const fieldOf: FieldOf<TeamSettingsFormValues> = (name) => FIELDS.get(name);

export const teamSettingsFormValues = (settings: TeamSettings): TeamSettingsFormValues => ({
  name: settings.name,
  recordVisibility: settings.recordVisibility,
  roundRobinMemberIds: settings.roundRobinMemberIds,
});

/** Checks with PUT /api/team/settings' own schema. */
export const validateTeamSettingsForm = (values: TeamSettingsFormValues) =>
  formValidation(
    teamSettingsUpdateSchema.safeParse(values),
    fieldOf,
    (data): TeamSettingsUpdate => data,
  );

export const useTeamSettingsForm = (settings: TeamSettings) =>
  useValidatedForm(teamSettingsFormValues(settings), {
    validate: validateTeamSettingsForm,
    fieldOf,
  });
