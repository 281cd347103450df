import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, carrierStatusOf, connectCallForm, exotelTimeToIso } from './exotel-calls';
import { exotelBaseUrl } from './exotel-http';

describe('the Exotel adapter', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('posts Connect Voice AI parameters as Exotel names them', () => {
    const form = connectCallForm({
      to: '+919876543210',
      callerId: '08047491899',
      streamUrl: 'wss://stream.example.com/exotel/stream?t=abc',
      statusCallbackUrl: 'https://api.example.com/exotel/status?t=abc',
      record: true,
      timeLimitSeconds: 20_000,
      ringSeconds: 30,
      customField: 'x'.repeat(200),
    });
    expect(Object.fromEntries(form)).toEqual({
      From: '+919876543210',
      CallerId: '08047491899',
      StreamUrl: 'wss://stream.example.com/exotel/stream?t=abc',
      StreamType: 'bidirectional',
      Record: 'true',
      RecordingChannels: 'single',
      TimeLimit: '14400',
      TimeOut: '30',
      StatusCallback: 'https://api.example.com/exotel/status?t=abc',
      'StatusCallbackEvents[0]': 'answered',
      'StatusCallbackEvents[1]': 'terminal',
      StatusCallbackContentType: 'application/json',
      CustomField: 'x'.repeat(128),
    });
  });

  it('maps Exotel states to the port, an unknown one as not final', () => {
    expect(carrierStatusOf('in-progress')).toBe('in-progress');
    expect(carrierStatusOf('no-answer')).toBe('no-answer');
    expect(carrierStatusOf('cancelled')).toBe('canceled');
    expect(carrierStatusOf('something-new')).toBe('queued');
  });

  it('reads a call in either casing Exotel answers with', () => {
    expect(
      callOf({
        Call: {
          Sid: 'a1',
          Status: 'completed',
          Duration: '42',
          StartTime: '2026-01-15 10:30:00',
          EndTime: '2026-01-15 10:30:42',
          RecordingUrl: 'https://rec.example/a1.mp3',
        },
      }),
    ).toEqual({
      sid: 'a1',
      status: 'completed',
      duration: 42,
      startTime: '2026-01-15T05:00:00.000Z',
      endTime: '2026-01-15T05:00:42.000Z',
      recordingUrl: 'https://rec.example/a1.mp3',
    });
    expect(
      callOf({ call: { sid: 'b2', status: 'in-progress', datecreated: '2026-05-14 10:00:00' } }),
    ).toEqual({
      sid: 'b2',
      status: 'in-progress',
      duration: null,
      startTime: null,
      endTime: null,
      recordingUrl: null,
    });
    expect(callOf({ RestException: {} })).toBeNull();
    expect(callOf({ Call: { Sid: '' } })).toBeNull();
  });

  it('reads Exotel times as India time', () => {
    expect(exotelTimeToIso('2026-01-15 10:30:00')).toBe('2026-01-15T05:00:00.000Z');
    expect(exotelTimeToIso('2026-01-15T10:30:00Z')).toBe('2026-01-15T10:30:00.000Z');
    expect(exotelTimeToIso('')).toBeNull();
  });

  it('goes to the region, or to EXOTEL_API_BASE_URL when set', () => {
    vi.stubEnv('EXOTEL_API_BASE_URL', '');
    expect(exotelBaseUrl('mumbai')).toBe('https://api.in.exotel.com');
    expect(exotelBaseUrl('singapore')).toBe('https://api.exotel.com');
    vi.stubEnv('EXOTEL_API_BASE_URL', 'http://127.0.0.1:4010/');
    expect(exotelBaseUrl('mumbai')).toBe('http://127.0.0.1:4010');
  });
});
