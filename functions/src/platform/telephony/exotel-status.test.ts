import { describe, expect, it } from 'vitest';
import { parseExotelStatusCallback } from './exotel-status';

describe('Exotel status callbacks', () => {
  it('parse the JSON terminal event with its legs, times read as India time', () => {
    const body = JSON.stringify({
      CallSid: 'b6cfaf5f5cef3ca0fc937749ef960e25',
      EventType: 'terminal',
      Status: 'completed',
      RecordingUrl: 'https://recordings.example/b6.wav',
      DateUpdated: '2026-11-28 23:00:41',
      StartTime: '2026-11-28 23:00:05',
      EndTime: '2026-11-28 23:00:40',
      ConversationDuration: 33,
      CustomField: 'call-1',
      Legs: [{ Status: 'completed', OnCallDuration: 35 }],
    });
    const parsed = parseExotelStatusCallback(body, 'application/json');
    expect(parsed).toEqual({
      ok: true,
      value: {
        callSid: 'b6cfaf5f5cef3ca0fc937749ef960e25',
        event: 'terminal',
        status: 'completed',
        exotelStatus: 'completed',
        recordingUrl: 'https://recordings.example/b6.wav',
        dateUpdated: '2026-11-28T17:30:41.000Z',
        startTime: '2026-11-28T17:30:05.000Z',
        endTime: '2026-11-28T17:30:40.000Z',
        durationSeconds: 33,
        customField: 'call-1',
        legs: [{ status: 'completed', onCallDuration: 35 }],
      },
    });
  });

  it('parse a form body, legs by index, and the answered event', () => {
    const form = new URLSearchParams({
      CallSid: 'c1',
      EventType: 'answered',
      Status: 'in-progress',
      'Legs[0][Status]': 'in-progress',
      'Legs[0][OnCallDuration]': '0',
    }).toString();
    const parsed = parseExotelStatusCallback(form, 'application/x-www-form-urlencoded');
    expect(parsed.ok && parsed.value).toMatchObject({
      callSid: 'c1',
      event: 'answered',
      status: 'in-progress',
      recordingUrl: null,
      legs: [{ status: 'in-progress', onCallDuration: 0 }],
    });
  });

  it('map busy and no-answer, and refuse a body without a CallSid', () => {
    const busy = parseExotelStatusCallback('CallSid=c2&Status=busy&EventType=terminal', undefined);
    expect(busy.ok && busy.value.status).toBe('busy');
    const none = parseExotelStatusCallback('{"CallSid":"c3","Status":"no-answer"}', undefined);
    expect(none.ok && none.value).toMatchObject({ status: 'no-answer', event: null });
    expect(parseExotelStatusCallback('Status=completed', undefined).ok).toBe(false);
    expect(parseExotelStatusCallback('{bad', 'application/json').ok).toBe(false);
  });
});
