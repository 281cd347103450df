import { describe, expect, it } from 'vitest';
import { voicemailMessage } from './voicemail';

describe('voicemailMessage', () => {
  it('says who, from where, why and how to call back, in English by default', () => {
    expect(
      voicemailMessage({
        agentName: 'Asha',
        companyName: 'Acme Traders',
        language: 'en-IN',
        leadName: 'Priya Shah',
        callbackNumber: '+91 98765 43210',
      }),
    ).toBe(
      'Hi Priya, this is Asha from Acme Traders. I was calling about your recent enquiry with us. You can call us back on +91 98765 43210, or we will try you again soon. Thank you.',
    );
  });

  it('speaks the configured language where there is a message for it', () => {
    const hindi = voicemailMessage({ agentName: 'Asha', companyName: 'Acme', language: 'hi-IN' });
    expect(hindi).toMatch(/^नमस्ते, मैं Acme से Asha।/);
    expect(
      voicemailMessage({
        agentName: 'Asha',
        companyName: 'Acme',
        language: 'hi-Latn',
        leadName: 'Priya Shah',
        callbackNumber: '+91 98765 43210',
      }),
    ).toBe(
      'Namaste Priya, main Acme se Asha. Aapne hamse enquiry ki thi, isliye humne call kiya. Aap hamein +91 98765 43210 par call back kar sakte hain, ya hum aapko phir se call karenge. Thank you.',
    );
    expect(
      voicemailMessage({
        agentName: 'Ana',
        companyName: 'Acme',
        language: 'es-ES',
        leadName: 'Luis',
      }),
    ).toMatch(/^Hola Luis, soy Ana de Acme\./);
    expect(voicemailMessage({ agentName: 'Léa', companyName: 'Acme', language: 'fr-FR' })).toMatch(
      /^Bonjour, ici Léa de Acme\./,
    );
    expect(voicemailMessage({ agentName: 'Jan', companyName: 'Acme', language: 'de-DE' })).toMatch(
      /^Hallo, hier ist Jan von Acme\./,
    );
  });
});
