import * as z from 'zod/mini';
import { AI_CALL_OUTCOMES, AI_CALL_SENTIMENTS } from './ai-call.schema';

/**
 * What is concluded from a call's transcript once it ends: by the LLM (with the JSON schema below)
 * when the organization has a key, else by the built-in rules. Either way it passes this schema;
 * an LLM answer that does not (a score of 140, a confidence of 2) is replaced by the rules' one.
 */
export const CALL_ANALYSIS_LIMITS = {
  summary: 600,
  nextStep: 300,
  question: 500,
  questions: 30,
} as const;

/** A question the lead asked, and whether the agent answered it with content. */
export const askedQuestionSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(CALL_ANALYSIS_LIMITS.question)),
  answered: z.boolean(),
});
export type AskedQuestion = z.output<typeof askedQuestionSchema>;

export const callAnalysisSchema = z.object({
  outcome: z.enum(AI_CALL_OUTCOMES),
  sentiment: z.enum(AI_CALL_SENTIMENTS),
  aiScore: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  /** 0..1, four decimals (the spec's decimal 5,4). */
  confidence: z.number().check(z.minimum(0), z.maximum(1)),
  /** Two sentences. */
  summary: z.string().check(z.trim(), z.minLength(1), z.maxLength(CALL_ANALYSIS_LIMITS.summary)),
  /** One sentence. */
  nextStep: z.string().check(z.trim(), z.minLength(1), z.maxLength(CALL_ANALYSIS_LIMITS.nextStep)),
  /** The time the lead asked to be called back, as an instant; null when they named none. */
  callbackAt: z.nullable(z.iso.datetime({ offset: true })),
  /** The lead asked never to be called again. */
  doNotCall: z.boolean(),
  /** The lead's questions; optional, so analyses stored before it was added still parse. */
  questions: z.optional(
    z.array(askedQuestionSchema).check(z.maxLength(CALL_ANALYSIS_LIMITS.questions)),
  ),
});
export type CallAnalysis = z.output<typeof callAnalysisSchema>;

/**
 * The same shape as a JSON Schema for an OpenAI-compatible `response_format` (strict structured
 * outputs: every property required, no others; ranges are checked by the zod schema afterwards).
 */
export const CALL_ANALYSIS_JSON_SCHEMA = {
  type: 'object',
  properties: {
    outcome: { type: 'string', enum: [...AI_CALL_OUTCOMES] },
    sentiment: { type: 'string', enum: [...AI_CALL_SENTIMENTS] },
    aiScore: { type: 'integer', description: 'Lead quality from 0 to 100' },
    confidence: { type: 'number', description: 'From 0 to 1' },
    summary: { type: 'string', description: 'Two sentences' },
    nextStep: { type: 'string', description: 'One sentence' },
    callbackAt: {
      type: ['string', 'null'],
      description: 'ISO 8601 date-time with offset of the callback the lead asked for, or null',
    },
    doNotCall: { type: 'boolean' },
    questions: {
      type: 'array',
      description:
        "Each question the lead asked, and whether the AI's next line answered it with content (not a deferral, not an unrelated script line)",
      items: {
        type: 'object',
        properties: {
          question: { type: 'string', description: "The lead's question, as said" },
          answered: { type: 'boolean' },
        },
        required: ['question', 'answered'],
        additionalProperties: false,
      },
    },
  },
  required: [
    'outcome',
    'sentiment',
    'aiScore',
    'confidence',
    'summary',
    'nextStep',
    'callbackAt',
    'doNotCall',
    'questions',
  ],
  additionalProperties: false,
} as const;
