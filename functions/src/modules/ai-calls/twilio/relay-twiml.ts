import type { AiAgentSettings } from '@salesflow/shared/ai-agent/ai-agent-settings';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Our voices, as Twilio's ConversationRelay names its Google voices (by language). */
const VOICES: Record<string, { female: string; male: string }> = {
  'en-US': { female: 'en-US-Journey-O', male: 'en-US-Journey-D' },
  'en-GB': { female: 'en-GB-Neural2-A', male: 'en-GB-Neural2-B' },
  'en-IN': { female: 'en-IN-Neural2-A', male: 'en-IN-Neural2-B' },
  'hi-IN': { female: 'hi-IN-Neural2-A', male: 'hi-IN-Neural2-B' },
  'es-ES': { female: 'es-ES-Neural2-A', male: 'es-ES-Neural2-B' },
  'fr-FR': { female: 'fr-FR-Neural2-A', male: 'fr-FR-Neural2-B' },
  'de-DE': { female: 'de-DE-Neural2-A', male: 'de-DE-Neural2-B' },
};

/**
 * Hinglish (`hi-Latn`, Hindi in Latin letters mixed with English) is no language of Twilio's:
 * the lead is heard as Hindi (which follows the mix best) and the agent's Latin-script lines are
 * spoken by an Indian English voice, which reads them as written.
 */
const HINGLISH = { language: 'hi-IN', ttsLanguage: 'en-IN', transcriptionLanguage: 'hi-IN' };

const voiceLanguage = (language: string) => (language === 'hi-Latn' ? 'en-IN' : language);

export const relayVoice = (settings: Pick<AiAgentSettings, 'voice' | 'language'>): string => {
  const voices = VOICES[voiceLanguage(settings.language)] ?? VOICES['en-US'];
  return /_male$/.test(settings.voice) ? (voices?.male ?? '') : (voices?.female ?? '');
};

/**
 * The TwiML that connects an answered call to its ConversationRelay session: Twilio turns speech
 * into text and the agent's text into speech, exchanging text with our WebSocket. The session's
 * end comes back to `action`; the lead may interrupt the agent; keypresses reach us.
 */
export const relayTwiml = (options: {
  socketUrl: string;
  actionUrl: string;
  welcomeGreeting: string;
  settings: Pick<AiAgentSettings, 'voice' | 'language'>;
  parameters: Record<string, string>;
}): string => {
  const attributes = {
    url: options.socketUrl,
    welcomeGreeting: options.welcomeGreeting,
    ...(options.settings.language === 'hi-Latn'
      ? HINGLISH
      : { language: options.settings.language }),
    ttsProvider: 'Google',
    voice: relayVoice(options.settings),
    interruptible: 'any',
    dtmfDetection: 'true',
  };
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeXml(value)}"`)
    .join(' ');
  const params = Object.entries(options.parameters)
    .map(([name, value]) => `<Parameter name="${escapeXml(name)}" value="${escapeXml(value)}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Connect action="${escapeXml(options.actionUrl)}"><ConversationRelay ${attrs}>${params}</ConversationRelay></Connect></Response>`;
};

export const hangupTwiml = (): string =>
  '<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>';
