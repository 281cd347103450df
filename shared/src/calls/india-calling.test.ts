import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLING_HOURS } from './calling-hours';
import {
  callerIdProblem,
  dndRefuses,
  exoPhoneFor,
  indiaCallingProfileSchema,
  nextLawfulWindow,
  seriesPurpose,
  traiWindowApplies,
} from './india-calling';

const LEAD = '+919876543210';
const PROMO = '+911401234567';
const SERVICE = '+911600123456';
const ORDINARY = '+918041234567';

describe('TRAI: the number a call comes from', () => {
  it('reads the series of an Indian number', () => {
    expect(seriesPurpose(PROMO)).toBe('promotional');
    expect(seriesPurpose(SERVICE)).toBe('service');
    expect(seriesPurpose(ORDINARY)).toBeNull();
  });

  it('wants a 140 number for a promotional call and a 1600 one for a service call', () => {
    expect(callerIdProblem('promotional', PROMO, LEAD)).toBeNull();
    expect(callerIdProblem('service', SERVICE, LEAD)).toBeNull();
    expect(callerIdProblem('promotional', SERVICE, LEAD)).toContain(
      'must come from a 140-series number',
    );
    expect(callerIdProblem('service', PROMO, LEAD)).toContain('1600-series');
    expect(callerIdProblem('promotional', ORDINARY, LEAD)).toContain(ORDINARY);
  });

  it('leaves calls from or to numbers abroad to the other rules', () => {
    expect(callerIdProblem('promotional', '+14155550100', LEAD)).toBeNull();
    expect(callerIdProblem('promotional', ORDINARY, '+6591234567')).toBeNull();
  });
});

describe('TRAI: 09:00-21:00 India time for promotional calls', () => {
  const everyDay = { start: '08:00', end: '22:00', days: [1, 2, 3, 4, 5, 6, 7] };

  it('applies to promotional calls to Indian numbers only', () => {
    expect(traiWindowApplies('promotional', LEAD)).toBe(true);
    expect(traiWindowApplies('service', LEAD)).toBe(false);
    expect(traiWindowApplies('promotional', '+6591234567')).toBe(false);
  });

  it('narrows wider calling hours: 21:30 IST waits for 09:00 the next morning', () => {
    const at = new Date('2026-11-27T16:00:00Z'); // 21:30 IST, a Friday
    const next = nextLawfulWindow(at, {
      timeZone: 'Asia/Kolkata',
      hours: everyDay,
      traiWindow: true,
    });
    expect(next?.toISOString()).toBe('2026-11-28T03:30:00.000Z'); // Sat 09:00 IST
    // Without TRAI's window, the organization's own hours (till 22:00) allow it now.
    expect(
      nextLawfulWindow(at, { timeZone: 'Asia/Kolkata', hours: everyDay, traiWindow: false }),
    ).toEqual(at);
  });

  it('keeps to India time even when the lead’s own time zone is elsewhere', () => {
    // 07:30 in Dubai is 09:00 in India: both windows open then, not at Dubai's 08:00.
    const at = new Date('2026-11-27T02:00:00Z'); // 06:00 Dubai, 07:30 IST
    const next = nextLawfulWindow(at, {
      timeZone: 'Asia/Dubai',
      hours: everyDay,
      traiWindow: true,
    });
    expect(next?.toISOString()).toBe('2026-11-27T04:00:00.000Z'); // 08:00 Dubai = 09:30 IST
    const early = nextLawfulWindow(new Date('2026-11-27T01:00:00Z'), {
      timeZone: 'Asia/Dubai',
      hours: { start: '07:00', end: '22:00', days: [1, 2, 3, 4, 5, 6, 7] },
      traiWindow: true,
    });
    expect(early?.toISOString()).toBe('2026-11-27T03:30:00.000Z'); // 09:00 IST
  });

  it('keeps narrower hours and their weekdays', () => {
    // Friday 20:00 IST, hours Mon-Fri 10:00-18:00: next Monday 10:00.
    const next = nextLawfulWindow(new Date('2026-11-27T14:30:00Z'), {
      timeZone: 'Asia/Kolkata',
      hours: { ...DEFAULT_CALLING_HOURS, start: '10:00', end: '18:00', days: [1, 2, 3, 4, 5] },
      traiWindow: true,
    });
    expect(next?.toISOString()).toBe('2026-11-30T04:30:00.000Z');
  });

  it('finds no window when the hours never meet TRAI’s', () => {
    expect(
      nextLawfulWindow(new Date('2026-11-27T16:00:00Z'), {
        timeZone: 'Asia/Kolkata',
        hours: { start: '21:00', end: '23:00', days: [1, 2, 3, 4, 5, 6, 7] },
        traiWindow: true,
      }),
    ).toBeNull();
  });
});

describe('TRAI: do not disturb', () => {
  it('refuses unless consent was recorded after the scrub that found the number', () => {
    expect(dndRefuses('2026-11-20', null)).toBe(true);
    expect(dndRefuses('2026-11-20', '2026-11-01T10:00:00.000Z')).toBe(true);
    expect(dndRefuses('2026-11-20', '2026-11-20T10:00:00.000Z')).toBe(true);
    expect(dndRefuses('2026-11-20', '2026-11-21T10:00:00.000Z')).toBe(false);
  });
});

describe('the India calling profile', () => {
  const problems = (value: unknown) =>
    (indiaCallingProfileSchema.safeParse(value).error?.issues ?? []).map((i) => i.message);

  it('takes a DLT entity ID and ExoPhones of the series their purpose needs', () => {
    expect(
      problems({
        dltEntityId: '1201160000000012345',
        exoPhones: [
          { number: PROMO, purpose: 'promotional' },
          { number: SERVICE, purpose: 'service' },
        ],
      }),
    ).toEqual([]);
    expect(problems({ dltEntityId: '', exoPhones: [] })).toEqual([]);
  });

  it('refuses a short DLT ID, a number of the wrong series and a number twice', () => {
    expect(problems({ dltEntityId: '12345', exoPhones: [] })[0]).toContain('12 to 20 digit');
    expect(
      problems({ dltEntityId: '', exoPhones: [{ number: ORDINARY, purpose: 'promotional' }] })[0],
    ).toContain('140-series');
    expect(
      problems({
        dltEntityId: '',
        exoPhones: [
          { number: PROMO, purpose: 'promotional' },
          { number: PROMO, purpose: 'promotional' },
        ],
      }),
    ).toEqual(['Each ExoPhone at most once']);
  });

  it('picks the ExoPhone of the call’s purpose', () => {
    const profile = {
      dltEntityId: '',
      exoPhones: [
        { number: SERVICE, purpose: 'service' as const },
        { number: PROMO, purpose: 'promotional' as const },
      ],
    };
    expect(exoPhoneFor(profile, 'promotional')).toBe(PROMO);
    expect(exoPhoneFor(profile, 'service')).toBe(SERVICE);
    expect(exoPhoneFor({ dltEntityId: '', exoPhones: [] }, 'service')).toBeNull();
  });
});
