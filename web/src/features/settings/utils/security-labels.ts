import type { FieldStatus, SecurityField } from '@salesflow/shared/settings/security-settings-view';

/** The Security tab's fields (the spec's four, then Exotel's), with what each is for. */
export const SECURITY_FIELD_LABELS: Record<SecurityField, { label: string; purpose: string }> = {
  openaiApiKey: {
    label: 'OpenAI API Key',
    purpose: 'For the AI calling agent (any OpenAI-compatible provider)',
  },
  twilioAccountSid: { label: 'Twilio Account SID', purpose: 'Starts with AC' },
  twilioAuthToken: { label: 'Twilio Auth Token', purpose: 'From the Twilio Console' },
  twilioPhoneNumber: {
    label: 'Twilio Phone Number',
    purpose: 'The number AI calls come from, e.g. +14155550100',
  },
  exotelAccountSid: { label: 'Exotel Account SID', purpose: 'Exotel → API settings' },
  exotelApiKey: { label: 'Exotel API Key', purpose: 'Exotel → API settings' },
  exotelApiToken: { label: 'Exotel API Token', purpose: 'Exotel → API settings' },
  exotelRegion: {
    label: 'Exotel Region',
    purpose: 'Where your Exotel account is: Mumbai (api.in.exotel.com) or Singapore',
  },
};

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Set · last changed Nov 23, 2026, 5:44 PM by Priya Sharma", or "Not set". */
export const fieldStatusText = (status: FieldStatus): string => {
  const when = status.changedAt ? DATE.format(new Date(status.changedAt)) : null;
  const change = when
    ? ` · ${status.set ? 'last changed' : 'removed'} ${when}${status.changedBy ? ` by ${status.changedBy}` : ''}`
    : '';
  return `${status.set ? 'Set' : 'Not set'}${change}`;
};
