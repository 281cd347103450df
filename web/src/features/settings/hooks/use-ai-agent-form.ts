import {
  type AiAgentSettings,
  aiAgentSettingsSchema,
} from '@salesflow/shared/ai-agent/ai-agent-settings';
import { type FieldOf, formValidation, useValidatedForm } from '../../../lib/use-validated-form';

/** The form's values: the settings, with the call duration as typed. */
export type AiAgentFormValues = Omit<AiAgentSettings, 'maxCallDuration'> & {
  maxCallDuration: string;
};

const FIELDS: readonly (keyof AiAgentFormValues)[] = [
  'name',
  'voice',
  'language',
  'temperature',
  'maxCallDuration',
  'salesScript',
  'objectionHandling',
  'followUpPrompts',
  'qualificationQuestions',
  'companyInfo',
  'isActive',
];

const fieldOf: FieldOf<AiAgentFormValues> = (name) =>
  FIELDS.includes(name as keyof AiAgentFormValues) ? (name as keyof AiAgentFormValues) : undefined;

export const aiAgentFormValues = (settings: AiAgentSettings): AiAgentFormValues => ({
  name: settings.name,
  voice: settings.voice,
  language: settings.language,
  temperature: settings.temperature,
  maxCallDuration: String(settings.maxCallDuration),
  salesScript: settings.salesScript,
  objectionHandling: settings.objectionHandling,
  followUpPrompts: settings.followUpPrompts,
  qualificationQuestions: settings.qualificationQuestions,
  companyInfo: settings.companyInfo,
  isActive: settings.isActive,
});

/** Validates with the schema the server uses; an empty duration is no number at all. */
export const validateAiAgentForm = (values: AiAgentFormValues) =>
  formValidation(
    aiAgentSettingsSchema.safeParse({
      ...values,
      maxCallDuration:
        values.maxCallDuration.trim() === '' ? Number.NaN : Number(values.maxCallDuration),
    }),
    fieldOf,
    (data): AiAgentSettings => data,
  );

export const useAiAgentForm = (initial: AiAgentFormValues) =>
  useValidatedForm(initial, { validate: validateAiAgentForm, fieldOf });
