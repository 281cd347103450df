import type { AiAgentVoice } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { openAiSpeech } from '../../../platform/speech/openai-speech';
import type {
  SpeechLanguage,
  SpeechRecognizer,
  SpeechSynthesizer,
} from '../../../platform/speech/speech-port';
import { speechLanguageOf } from '../../../platform/speech/speech-voices';
import { aiAgentSettingsOf } from '../../ai-agent/ai-agent-settings.service';
import { llmKey } from '../../security-settings/provider-keys.service';
import type { CallRecord } from '../ai-call.entity';

/** How a call that carries audio (Exotel) hears the lead and speaks: the adapters and settings. */
export interface CallSpeech {
  recognizer: SpeechRecognizer;
  synthesizer: SpeechSynthesizer;
  language: SpeechLanguage;
  voice: AiAgentVoice;
}

/**
 * The speech of a call: the organization's OpenAI-compatible audio API with its own key, in the
 * agent's language (Hindi, Indian English or Hinglish; another setting is spoken as Indian
 * English, the language of the numbers Exotel calls) and voice. Null without a key: the AWS
 * adapters (Polly, Transcribe) are not wired into the stream's function yet.
 */
export const callSpeech = async (call: CallRecord): Promise<CallSpeech | null> => {
  const [settings, key] = await Promise.all([
    aiAgentSettingsOf(call.organizationId),
    llmKey(call.organizationId),
  ]);
  if (!key) return null;
  const speech = openAiSpeech({ key });
  return {
    recognizer: speech,
    synthesizer: speech,
    language: speechLanguageOf(settings.language) ?? 'en-IN',
    voice: settings.voice,
  };
};
