import type { AiAgentVoice } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { openAiSpeech } from '../../../platform/speech/openai-speech';
import type {
  SpeechLanguage,
  SpeechRecognizer,
  SpeechSynthesizer,
} from '../../../platform/speech/speech-port';
import { speechLanguageOf } from '../../../platform/speech/speech-voices';
import type { CallRecord } from '../ai-call.entity';
import { callFacts } from '../real-calls/call-conversation.service';

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
 * adapters (Polly, Transcribe) are not wired into the stream's function yet. The settings and
 * the key are the call's facts, read once per call and container like the agent's own (a turn
 * that read them again made two reads more before the lead could be heard).
 */
export const callSpeech = async (call: CallRecord): Promise<CallSpeech | null> => {
  const { settings, llmKey: key } = await callFacts(call);
  if (!key) return null;
  const speech = openAiSpeech({ key });
  return {
    recognizer: speech,
    synthesizer: speech,
    language: speechLanguageOf(settings.language) ?? 'en-IN',
    voice: settings.voice,
  };
};
