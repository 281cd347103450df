import type { DEFAULT_AI_AGENT_SETTINGS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { describe, expect, it } from 'vitest';
import { relayTwiml, relayVoice } from './relay-twiml';

const twimlFor = (language: typeof DEFAULT_AI_AGENT_SETTINGS.language) =>
  relayTwiml({
    socketUrl: 'wss://relay.example/relay?org=o&call=c',
    actionUrl: 'https://api.example/end',
    welcomeGreeting: 'Namaste',
    settings: { voice: 'professional_male', language },
    parameters: {},
  });

describe('the ConversationRelay TwiML', () => {
  it('hears and speaks the agent’s language with a voice of it', () => {
    const twiml = twimlFor('hi-IN');
    expect(twiml).toContain('language="hi-IN"');
    expect(twiml).toContain('voice="hi-IN-Neural2-B"');
    expect(twiml).not.toContain('ttsLanguage');
  });

  it('hears Hinglish as Hindi and speaks its Latin-script lines with an Indian English voice', () => {
    const twiml = twimlFor('hi-Latn');
    expect(twiml).toContain('language="hi-IN"');
    expect(twiml).toContain('ttsLanguage="en-IN"');
    expect(twiml).toContain('transcriptionLanguage="hi-IN"');
    expect(twiml).toContain('voice="en-IN-Neural2-B"');
    expect(twiml).not.toContain('hi-Latn');
    expect(relayVoice({ voice: 'warm_female', language: 'hi-Latn' })).toBe('en-IN-Neural2-A');
  });
});
