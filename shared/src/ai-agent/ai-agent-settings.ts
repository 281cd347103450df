import * as z from 'zod/mini';
import { textProblem } from '../text/text-fields';
import { DEFAULT_AI_AGENT_SCRIPTS } from './ai-agent-templates';

/**
 * The AI agent's settings (document 2, section 3): one set per organization, the agent that calls
 * for the whole team. The form and the server check them with this one schema.
 */
export const AI_AGENT_VOICES = [
  'professional',
  'professional_male',
  'professional_female',
  'friendly_male',
  'friendly_female',
  'authoritative_male',
  'warm_female',
] as const;
export type AiAgentVoice = (typeof AI_AGENT_VOICES)[number];

/**
 * The spec's five, and the three our users' leads speak most: Indian English, Hindi, and Hinglish
 * (`hi-Latn`: Hindi written in Latin letters and mixed with English; the agent follows the lead's
 * mix).
 */
export const AI_AGENT_LANGUAGES = [
  'en-US',
  'en-GB',
  'es-ES',
  'fr-FR',
  'de-DE',
  'en-IN',
  'hi-IN',
  'hi-Latn',
] as const;
export type AiAgentLanguage = (typeof AI_AGENT_LANGUAGES)[number];

export const AI_AGENT_LIMITS = {
  name: 60,
  /** Each script and the company information. */
  text: 10_000,
  minCallSeconds: 60,
  maxCallSeconds: 1800,
} as const;

/** The four scripts the template buttons fill, in the form's order. */
export const AI_AGENT_SCRIPT_FIELDS = [
  'salesScript',
  'qualificationQuestions',
  'objectionHandling',
  'followUpPrompts',
] as const;
export type AiAgentScriptField = (typeof AI_AGENT_SCRIPT_FIELDS)[number];

export interface AiAgentSettings {
  name: string;
  voice: AiAgentVoice;
  language: AiAgentLanguage;
  /** Conversation style: 0 keeps to the script, 1 is the most free; steps of 0.1. */
  temperature: number;
  /** Seconds. */
  maxCallDuration: number;
  salesScript: string;
  objectionHandling: string;
  followUpPrompts: string;
  qualificationQuestions: string;
  companyInfo: string;
  isActive: boolean;
}

/** What an organization has before it saves anything (section 3's defaults). */
export const DEFAULT_AI_AGENT_SETTINGS: AiAgentSettings = {
  name: 'Assistant',
  voice: 'professional',
  language: 'en-US',
  temperature: 0.7,
  maxCallDuration: 300,
  ...DEFAULT_AI_AGENT_SCRIPTS,
};

/** The settings the GET answers: stored values over the defaults, and when they were saved. */
export interface AiAgentSettingsView extends AiAgentSettings {
  updatedAt: string | null;
}

/** Multi-line text: trimmed at the ends, bounded, no control characters but tab and newline. */
const scriptText = (label: string) =>
  z.pipe(
    z.string({ error: `${label} must be text` }).check(z.trim()),
    z.string().check(
      z.maxLength(AI_AGENT_LIMITS.text, `${label} must be at most 10,000 characters`),
      z.superRefine((value, ctx) => {
        const problem = textProblem(value, 'multi');
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
  );

/** Whole tenths: 0.7 is, 0.75 is not (allowing for floating point: 0.1 * 3). */
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** POST /api/settings/ai-agent: the full settings object, every field. */
export const aiAgentSettingsSchema = z.strictObject({
  name: z.string({ error: 'Agent name is required' }).check(
    z.trim(),
    z.minLength(1, 'Agent name is required'),
    z.maxLength(AI_AGENT_LIMITS.name, 'Agent name must be at most 60 characters'),
    z.superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
  voice: z.enum(AI_AGENT_VOICES, { error: 'Choose one of the listed voices' }),
  language: z.enum(AI_AGENT_LANGUAGES, { error: 'Choose one of the listed languages' }),
  temperature: z
    .number({ error: 'Conversation style must be a number from 0 to 1' })
    .check(
      z.minimum(0, 'Conversation style must be from 0 to 1'),
      z.maximum(1, 'Conversation style must be from 0 to 1'),
      z.refine(isTenth, 'Conversation style moves in steps of 0.1'),
    ),
  maxCallDuration: z
    .number({ error: 'Max call duration must be a number of seconds' })
    .check(
      z.int('Max call duration must be a whole number of seconds'),
      z.minimum(60, 'Max call duration must be at least 60 seconds'),
      z.maximum(1800, 'Max call duration must be at most 1800 seconds'),
    ),
  salesScript: scriptText('The opening sales script'),
  objectionHandling: scriptText('Objection handling'),
  followUpPrompts: scriptText('Follow-up strategies'),
  qualificationQuestions: scriptText('Qualification questions'),
  companyInfo: scriptText('Company information'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
});
export type AiAgentSettingsInput = z.input<typeof aiAgentSettingsSchema>;

/** Stored settings over the defaults: a field never saved, or no longer valid, has its default. */
export const mergeAiAgentSettings = (stored: Partial<Record<keyof AiAgentSettings, unknown>>) => {
  const merged: Record<string, unknown> = { ...DEFAULT_AI_AGENT_SETTINGS };
  for (const key of Object.keys(DEFAULT_AI_AGENT_SETTINGS) as (keyof AiAgentSettings)[]) {
    const checked = aiAgentSettingsSchema.shape[key].safeParse(stored[key]);
    if (checked.success) merged[key] = checked.data;
  }
  return merged as unknown as AiAgentSettings;
};
