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
 * The speech of a call, in the agent's language (Hindi, Indian English or Hinglish; another
 * setting is spoken as Indian English, the language of the numbers Exotel calls) and voice: the
 * organization's OpenAI-compatible audio API when it brought its own key, else Amazon Transcribe
 * and Polly, granted to the function by IAM (no key). The settings and the key are the call's
 * facts, read once per call and container like the agent's own.
 */
export const callSpeech = async (call: CallRecord): Promise<CallSpeech> => {
  const { settings, llmKey: key } = await callFacts(call);
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
