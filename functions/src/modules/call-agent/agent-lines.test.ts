import { describe, expect, it } from 'vitest';
import { agentLines, confirmCallback, spokenTime } from './agent-lines';

// Monday 23 November 2026, 15:00 in Kolkata.
const now = new Date('2026-11-23T09:30:00Z');
const zone = 'Asia/Kolkata';
const tomorrowAt4pm = '2026-11-24T10:30:00.000Z';
const thursdayAt1030am = '2026-11-26T05:00:00.000Z';
const todayAt9pm = '2026-11-23T15:30:00.000Z';

describe('the agent’s own lines', () => {
  it('has English, Hindi and Hinglish lines, and English for the rest', () => {
    expect(agentLines('en-IN').followUp).toMatch(/^I do not have that detail/);
    expect(agentLines('hi-IN').followUp).toMatch(/^यह जानकारी अभी हमारे पास नहीं है/);
    expect(agentLines('hi-Latn').followUp).toMatch(/^Yeh detail abhi hamare paas nahi hai/);
    expect(agentLines('de-DE')).toBe(agentLines('en-US'));
  });

  it('says times the way each language does', () => {
    expect(spokenTime(tomorrowAt4pm, now, zone, 'en-IN')).toBe('tomorrow at 4:00 pm');
    expect(spokenTime(tomorrowAt4pm, now, zone, 'hi-IN')).toBe('कल शाम 4 बजे');
    expect(spokenTime(tomorrowAt4pm, now, zone, 'hi-Latn')).toBe('kal shaam 4 baje');
    expect(spokenTime(thursdayAt1030am, now, zone, 'hi-IN')).toBe('गुरुवार को सुबह 10:30 बजे');
    expect(spokenTime(thursdayAt1030am, now, zone, 'hi-Latn')).toBe('Thursday ko subah 10:30 baje');
    expect(spokenTime(todayAt9pm, now, zone, 'hi-Latn')).toBe('aaj raat 9 baje');
  });

  it('confirms a callback in the agent’s language', () => {
    expect(confirmCallback(tomorrowAt4pm, now, zone, 'hi-IN')).toBe(
      'ज़रूर। हम आपको कल शाम 4 बजे वापस कॉल करेंगे। धन्यवाद, आपका दिन शुभ हो।',
    );
    expect(confirmCallback(tomorrowAt4pm, now, zone, 'hi-Latn')).toBe(
      'Bilkul. Hum aapko kal shaam 4 baje call back karenge. Thank you, aapka din achha ho.',
    );
  });
});
