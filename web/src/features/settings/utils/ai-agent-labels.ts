import type { AiAgentLanguage, AiAgentVoice } from '@salesflow/shared/ai-agent/ai-agent-settings';

export const VOICE_LABELS: Record<AiAgentVoice, string> = {
  professional: 'Professional',
  professional_male: 'Professional (male)',
  professional_female: 'Professional (female)',
  friendly_male: 'Friendly (male)',
  friendly_female: 'Friendly (female)',
  authoritative_male: 'Authoritative (male)',
  warm_female: 'Warm (female)',
};

export const LANGUAGE_LABELS: Record<AiAgentLanguage, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'es-ES': 'Spanish',
  'fr-FR': 'French',
  'de-DE': 'German',
  'en-IN': 'English (India)',
  'hi-IN': 'Hindi',
  'hi-Latn': 'Hinglish (Hindi + English)',
};

/** The slider's ends: what a low and a high temperature do to the conversation. */
export const STYLE_MARKS = [
  { value: 0, label: 'Scripted' },
  { value: 1, label: 'Creative' },
];

const UNITS = ['bytes', 'KB', 'MB'] as const;

/** 1536 → "1.5 KB". */
export const fileSizeLabel = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
};
