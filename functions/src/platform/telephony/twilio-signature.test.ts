import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { formParams, isValidTwilioSignature, twilioSignature } from './twilio-signature';

const TOKEN = '12345678901234567890123456789012';
const URL_ = 'https://app.example.com/api/webhooks/twilio/o1/calls/c1/status?x=1';

describe('Twilio signatures', () => {
  it('match the twilio library for form parameters, repeated names included', () => {
    const body =
      'CallSid=CA123&CallStatus=completed&StatusCallbackEvent=initiated&StatusCallbackEvent=ringing&Caller=%2B14158675310';
    const params = formParams(body);
    const signature = twilioSignature(TOKEN, URL_, params);
    expect(twilio.validateRequest(TOKEN, signature, URL_, params)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, signature, URL_, params)).toBe(true);
  });

  it('match the library for a URL alone (the WebSocket handshake)', () => {
    const ws = 'wss://relay.example.com/relay?org=o1&call=c1';
    const signature = twilioSignature(TOKEN, ws);
    expect(twilio.validateRequest(TOKEN, signature, ws, {})).toBe(true);
  });

  it('refuse another token, another URL, a changed parameter and no signature', () => {
    const params = { CallSid: 'CA1', CallStatus: 'busy' };
    const signature = twilioSignature(TOKEN, URL_, params);
    expect(isValidTwilioSignature('x'.repeat(32), signature, URL_, params)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, signature, `${URL_}&y=2`, params)).toBe(false);
    expect(
      isValidTwilioSignature(TOKEN, signature, URL_, { ...params, CallStatus: 'completed' }),
    ).toBe(false);
    expect(isValidTwilioSignature(TOKEN, undefined, URL_, params)).toBe(false);
  });
});
