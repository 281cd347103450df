import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import { assertTraiRules, CallRefusedError, callTiming } from './real-call-checks';

const lead: Contact = {
  id: '01JD0000000000000000000000',
  organizationId: 'org-1',
  name: 'Kiran Bose',
  email: 'kiran@bose.in',
  phone: '+91 98765 43210',
  phoneE164: '+919876543210',
  company: 'Bose Textiles',
  title: null,
  score: 40,
  status: 'warm',
  source: null,
  notes: null,
  ownerId: 'u1',
  assignedTo: 'u1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastContactedAt: null,
};
const ALL_DAY = { start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7] };
const AT_2130_IST = new Date('2026-11-27T16:00:00Z');

const refusalOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof CallRefusedError) return { kind: error.refusal, message: error.message };
    throw error;
  }
};

describe('when a call to an Indian lead may go', () => {
  it('holds a promotional call at 21:30 IST till 09:00, and says TRAI held it', () => {
    const timing = callTiming(
      lead,
      lead.phone ?? '',
      'Asia/Kolkata',
      ALL_DAY,
      'promotional',
      AT_2130_IST,
    );
    expect(timing).toMatchObject({ inside: false, traiWindow: true, heldByTrai: true });
    expect(timing.at?.toISOString()).toBe('2026-11-28T03:30:00.000Z');
  });

  it('lets a service call go at 21:30 IST when the organization’s hours allow it', () => {
    const timing = callTiming(
      lead,
      lead.phone ?? '',
      'Asia/Kolkata',
      ALL_DAY,
      'service',
      AT_2130_IST,
    );
    expect(timing).toMatchObject({ inside: true, traiWindow: false, heldByTrai: false });
  });

  it('does not blame TRAI when the organization’s own hours hold the call', () => {
    const timing = callTiming(
      lead,
      lead.phone ?? '',
      'Asia/Kolkata',
      { start: '10:00', end: '18:00', days: [1, 2, 3, 4, 5, 6, 7] },
      'promotional',
      AT_2130_IST,
    );
    expect(timing).toMatchObject({ inside: false, heldByTrai: false });
    expect(timing.at?.toISOString()).toBe('2026-11-28T04:30:00.000Z');
  });

  it('leaves a lead abroad to the organization’s hours alone', () => {
    const abroad = { ...lead, phone: '+65 9123 4567', phoneE164: '+6591234567' };
    const timing = callTiming(
      abroad,
      abroad.phone,
      'Asia/Kolkata',
      ALL_DAY,
      'promotional',
      AT_2130_IST,
    );
    expect(timing).toMatchObject({ inside: true, traiWindow: false });
  });
});

describe('TRAI’s refusals', () => {
  it('refuses a promotional call from a 1600 number, naming the number it needs', () => {
    const refusal = refusalOf(() =>
      assertTraiRules(lead, {
        purpose: 'promotional',
        from: '+911600123456',
        to: '+919876543210',
        registeredOn: null,
      }),
    );
    expect(refusal?.kind).toBe('caller-id');
    expect(refusal?.message).toContain('must come from a 140-series number');
  });

  it('refuses a promotional call to a DND number without later consent, but not a service call', () => {
    const check = (purpose: 'promotional' | 'service', contact: Contact) =>
      refusalOf(() =>
        assertTraiRules(contact, {
          purpose,
          from: purpose === 'promotional' ? '+911401234567' : '+911600123456',
          to: '+919876543210',
          registeredOn: '2026-11-20',
        }),
      );
    expect(check('promotional', lead)?.kind).toBe('dnd');
    expect(check('promotional', lead)?.message).toContain('your scrub of 20 Nov 2026');
    expect(check('service', lead)).toBeNull();
    const consented = {
      ...lead,
      callConsent: { source: 'web_form' as const, grantedAt: '2026-11-22T09:00:00.000Z' },
    };
    expect(check('promotional', consented)).toBeNull();
  });
});
