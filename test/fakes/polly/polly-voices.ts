/**
 * The Polly voices the fake knows: India's (Kajal neural and bilingual; Aditi and Raveena
 * standard only) and a few others, so that a wrong voice or engine fails here as it does in AWS.
 */
export interface FakePollyVoice {
  languages: string[];
  engines: string[];
}

export const POLLY_VOICES: Record<string, FakePollyVoice> = {
  Kajal: { languages: ['en-IN', 'hi-IN'], engines: ['neural', 'generative'] },
  Aditi: { languages: ['en-IN', 'hi-IN'], engines: ['standard'] },
  Raveena: { languages: ['en-IN'], engines: ['standard'] },
  Joanna: { languages: ['en-US'], engines: ['standard', 'neural', 'generative'] },
  Matthew: { languages: ['en-US'], engines: ['standard', 'neural', 'generative'] },
  Amy: { languages: ['en-GB'], engines: ['standard', 'neural', 'generative'] },
  Arthur: { languages: ['en-GB'], engines: ['neural'] },
};

export const POLLY_ENGINES = ['standard', 'neural', 'long-form', 'generative'];
export const POLLY_FORMATS = ['json', 'mp3', 'ogg_opus', 'ogg_vorbis', 'mulaw', 'alaw', 'pcm'];
/** SampleRate values Polly takes for PCM; 16000 when none is given. */
export const POLLY_PCM_RATES = ['8000', '16000'];
/** SynthesizeSpeech's limit on input text. */
export const POLLY_MAX_TEXT = 3000;
