import { describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES, securitySettingsInputSchema } from './security-settings';
import { isMasked, maskOf } from './security-settings-view';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'f0'.repeat(16);

const issues = (input: unknown) => {
  const result = securitySettingsInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the Security form and POST /api/settings/security', () => {
  it('take valid values, masks, "" and omissions', () => {
    expect(
      issues({
        openaiApiKey: 'sk-proj-Abc_123-xyz',
        twilioAccountSid: SID,
        twilioAuthToken: TOKEN,
        twilioPhoneNumber: '+1 415 555 0100',
      }),
    ).toEqual([]);
    expect(
      issues({ twilioAccountSid: maskOf('1659'), twilioAuthToken: '', openaiApiKey: maskOf('') }),
    ).toEqual([]);
    expect(issues({})).toEqual([]);
    expect(isMasked(maskOf('abcd'))).toBe(true);
    expect(isMasked(TOKEN)).toBe(false);
  });

  it('refuse a malformed SID, token, number or key, naming the field', () => {
    expect(
      issues({
        twilioAccountSid: `AB${'a1'.repeat(16)}`,
        twilioAuthToken: 'z'.repeat(32),
        twilioPhoneNumber: '4155550100',
        openaiApiKey: 'sk with spaces',
      }),
    ).toEqual([
      ['openaiApiKey', SECURITY_MESSAGES.openaiApiKey],
      ['twilioAccountSid', SECURITY_MESSAGES.twilioAccountSid],
      ['twilioAuthToken', SECURITY_MESSAGES.twilioAuthToken],
      ['twilioPhoneNumber', SECURITY_MESSAGES.twilioPhoneNumber],
    ]);
    expect(issues({ twilioAccountSid: `${SID}0` })).toHaveLength(1);
    expect(issues({ twilioAuthToken: TOKEN.slice(1) })).toHaveLength(1);
    expect(issues({ openaiApiKey: 'short' })).toHaveLength(1);
    expect(issues({ openaiApiKey: 'k'.repeat(513) })).toHaveLength(1);
    expect(issues({ twilioPhoneNumber: '+1 555' })).toHaveLength(1);
    expect(issues({ extra: 'x' })).toHaveLength(1);
  });
});
