import type { AiAgentVoice } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { openAiSpeech } from '../../../platform/speech/openai-speech';
import { pollySpeech } from '../../../platform/speech/polly-speech';
import type {
  SpeechLanguage,
  SpeechRecognizer,
  SpeechSynthesizer,
} from '../../../platform/speech/speech-port';
import { speechLanguageOf } from '../../../platform/speech/speech-voices';
import { transcribeSpeech } from '../../../platform/speech/transcribe-speech';
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
 * The speech of a call, in the agent's language (Hindi, Indian English or Hinglish; another
 * setting is spoken as Indian English, the language of the numbers Exotel calls) and voice: the
 * organization's OpenAI-compatible audio API when it brought its own key, else Amazon Transcribe
 * and Polly, granted to the function by IAM (no key).
 */
export const callSpeech = async (call: CallRecord): Promise<CallSpeech> => {
  const [settings, key] = await Promise.all([
    aiAgentSettingsOf(call.organizationId),
    llmKey(call.organizationId),
  ]);
  const language = speechLanguageOf(settings.language) ?? 'en-IN';
  if (key) {
    const speech = openAiSpeech({ key });
    return { recognizer: speech, synthesizer: speech, language, voice: settings.voice };
  }
  return {
    recognizer: transcribeSpeech(),
    synthesizer: pollySpeech(),
    language,
    voice: settings.voice,
  };
};
