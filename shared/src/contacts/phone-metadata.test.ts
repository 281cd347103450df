import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import examples from 'libphonenumber-js/examples.mobile.json';
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import full from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';
import { parsingMetadata } from './phone-metadata-build';

const fullE164 = (raw: string, region = 'IN' as const) => {
  const parsed = parsePhoneNumberFromString(raw, region);
  return parsed?.isPossible() ? parsed.number : null;
};

describe('phone rules on the parsing metadata', () => {
  it('is the file the installed libphonenumber makes (re-run shared/scripts/build-phone-metadata.ts after an upgrade)', () => {
    const committed = JSON.parse(
      readFileSync(resolve(import.meta.dirname, 'phone-metadata.json'), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(parsingMetadata(full))));
  });

  it('answers as the full metadata does, for an example number of every country', () => {
    const countries = getCountries();
    expect(countries.length).toBeGreaterThan(200);
    for (const country of countries) {
      const national = (examples as Record<string, string>)[country];
      if (!national) continue;
      const international = `+${getCountryCallingCode(country)} ${national}`;
      for (const typed of [international, `00${getCountryCallingCode(country)}${national}`]) {
        expect(toE164(typed), `${country} ${typed}`).toBe(fullE164(typed));
      }
    }
  });

  it('reads numbers typed the Indian way as the full metadata does', () => {
    for (const typed of [
      '98765 43210',
      '098765 43210',
      '+91 98765 43210',
      '9876543210',
      '022 2345 6789',
      '1800 123 4567',
      '12345',
      'call me',
      '+1 415 555 2671',
      '+65 6123 4567',
      '+44 20 7946 0958',
    ]) {
      expect(toE164(typed), typed).toBe(fullE164(typed));
    }
  });
});
