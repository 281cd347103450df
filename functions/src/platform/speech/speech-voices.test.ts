import { AI_AGENT_VOICES } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { describe, expect, it } from 'vitest';
import {
  OPENAI_VOICES,
  openAiLanguage,
  pollyVoice,
  SPEECH_LANGUAGES,
  speechLanguageOf,
  transcribeLanguage,
} from './speech-voices';

const KNOWN_OPENAI_VOICES = [
  'alloy',
  'ash',
  'coral',
  'echo',
  'fable',
  'onyx',
  'nova',
  'sage',
  'shimmer',
];

describe('speech voices and languages', () => {
  it('gives every agent voice a Polly neural voice in each language, saying when it falls back', () => {
    for (const voice of AI_AGENT_VOICES) {
      for (const language of SPEECH_LANGUAGES) {
        const polly = pollyVoice(voice, language);
        expect(polly).toMatchObject({ voiceId: 'Kajal', engine: 'neural' });
        expect(polly.languageCode).toBe(language === 'en-IN' ? 'en-IN' : 'hi-IN');
        expect(polly.fallback !== null).toBe(voice.endsWith('_male'));
      }
    }
  });

  it('gives every agent voice its own OpenAI voice', () => {
    const voices = AI_AGENT_VOICES.map((voice) => OPENAI_VOICES[voice]);
    expect(new Set(voices).size).toBe(AI_AGENT_VOICES.length);
    for (const voice of voices) expect(KNOWN_OPENAI_VOICES).toContain(voice);
  });

  it('hears Hindi and Hinglish with the hi-IN model and Indian English with en-IN', () => {
    expect(transcribeLanguage('en-IN')).toBe('en-IN');
    expect(transcribeLanguage('hi-IN')).toBe('hi-IN');
    expect(transcribeLanguage('hi-Latn')).toBe('hi-IN');
  });

  it('hints OpenAI with en or hi, and Hinglish with a Latin-script prompt instead', () => {
    expect(openAiLanguage('en-IN')).toMatchObject({ language: 'en', prompt: null });
    expect(openAiLanguage('hi-IN')).toMatchObject({ language: 'hi', prompt: null });
    const hinglish = openAiLanguage('hi-Latn');
    expect(hinglish.language).toBeNull();
    expect(hinglish.prompt).toMatch(/^[\x20-\x7e]+$/);
  });

  it('takes the agent’s language when calls can be held in it', () => {
    expect(speechLanguageOf('hi-IN')).toBe('hi-IN');
    expect(speechLanguageOf('hi-Latn')).toBe('hi-Latn');
    expect(speechLanguageOf('en-US')).toBeNull();
  });
});
