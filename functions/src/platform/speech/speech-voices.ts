import type { AiAgentVoice } from '@salesflow/shared/ai-agent/ai-agent-settings';
import type { SpeechLanguage } from './speech-port';

/**
 * The AI agent's voice and language settings, as each provider names them.
 *
 * Polly: the only neural voice for India is Kajal (female), bilingual in en-IN and hi-IN; Aditi
 * and Raveena are standard-engine only, and there is no Indian male neural voice. So every voice
 * setting is Kajal on Polly, male ones included (`pollyVoice(...).fallback` says so, for the
 * settings page to show). A foreign male neural voice (Arthur, Matthew) would read Hindi badly
 * and Indian English with the wrong accent: a female voice that speaks the lead's language is
 * the lesser surprise. OpenAI's voices do not depend on the language; each setting has its own.
 *
 * Hinglish (`hi-Latn`): Transcribe hears it with the hi-IN model, which expects Hindi sounds and
 * knows the common English loanwords; en-IN would turn the Hindi words into English look-alikes
 * ("kya" → "Kia"). It writes Hindi in Devanagari, which the LLM reads as well as Latin. Polly
 * speaks Hinglish as Kajal in hi-IN, given the Latin-script text (to be checked by ear with real
 * Hinglish lines: not verified here). OpenAI gets no `language` (a hint of `hi` forces
 * Devanagari) but a prompt in Hinglish, which steers its answer to Latin script.
 */
export const SPEECH_LANGUAGES = ['en-IN', 'hi-IN', 'hi-Latn'] as const satisfies SpeechLanguage[];

/** The agent's language setting as a speech language, or null for one calls cannot use here. */
export const speechLanguageOf = (language: string): SpeechLanguage | null =>
  (SPEECH_LANGUAGES as readonly string[]).includes(language) ? (language as SpeechLanguage) : null;

export interface PollyVoice {
  voiceId: 'Kajal';
  languageCode: 'en-IN' | 'hi-IN';
  engine: 'neural';
  /** The setting asked for a voice Polly does not have here (a male one): why this one. */
  fallback: string | null;
}

const MALE_VOICES: ReadonlySet<AiAgentVoice> = new Set([
  'professional_male',
  'friendly_male',
  'authoritative_male',
]);

export const pollyVoice = (voice: AiAgentVoice, language: SpeechLanguage): PollyVoice => ({
  voiceId: 'Kajal',
  languageCode: language === 'en-IN' ? 'en-IN' : 'hi-IN',
  engine: 'neural',
  fallback: MALE_VOICES.has(voice)
    ? 'Polly has no male neural voice for India; Kajal (female) speaks instead'
    : null,
});

/** OpenAI's speech voices, each one gpt-4o-mini-tts knows (and tts-1 too). */
export const OPENAI_VOICES: Record<AiAgentVoice, string> = {
  professional: 'alloy',
  professional_male: 'echo',
  professional_female: 'shimmer',
  friendly_male: 'ash',
  friendly_female: 'coral',
  authoritative_male: 'onyx',
  warm_female: 'sage',
};

export const openAiVoice = (voice: AiAgentVoice): string => OPENAI_VOICES[voice];

export interface OpenAiLanguageHint {
  /** ISO-639-1 `language` for transcriptions, or none to let the model follow the mix. */
  language: 'en' | 'hi' | null;
  /** A `prompt` that sets the style of the transcript (Hinglish in Latin script). */
  prompt: string | null;
  /** `instructions` for gpt-4o-mini-tts: how to speak. */
  instructions: string;
}

export const openAiLanguage = (language: SpeechLanguage): OpenAiLanguageHint => {
  if (language === 'en-IN') {
    return {
      language: 'en',
      prompt: null,
      instructions: 'Speak Indian English, clearly and warmly, at a natural phone pace.',
    };
  }
  if (language === 'hi-IN') {
    return {
      language: 'hi',
      prompt: null,
      instructions: 'Speak Hindi, clearly and warmly, at a natural phone pace.',
    };
  }
  return {
    language: null,
    prompt: 'Haan ji, main aapko price ke baare mein batata hoon. Aap kab free hain?',
    instructions:
      'Speak Hinglish as people in Indian cities do: Hindi and English mixed, at a natural phone pace.',
  };
};

/** Transcribe's streaming LanguageCode. */
export const transcribeLanguage = (language: SpeechLanguage): 'en-IN' | 'hi-IN' =>
  language === 'en-IN' ? 'en-IN' : 'hi-IN';
