import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from '../contacts/phone-metadata.json';

const rules = metadata as unknown as MetadataJson;

/**
 * The time zone a phone number's country implies, where the country has one zone (or one that
 * nearly everyone lives in). Countries spread over several zones (the US, Canada, Australia,
 * Brazil, Russia, Mexico, Indonesia) are not guessed from the number: their leads are called in
 * their own time zone, else the organization's.
 */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  IN: 'Asia/Kolkata',
  SG: 'Asia/Singapore',
  MY: 'Asia/Kuala_Lumpur',
  PH: 'Asia/Manila',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  HK: 'Asia/Hong_Kong',
  CN: 'Asia/Shanghai',
  TW: 'Asia/Taipei',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  BD: 'Asia/Dhaka',
  PK: 'Asia/Karachi',
  LK: 'Asia/Colombo',
  NP: 'Asia/Kathmandu',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  KW: 'Asia/Kuwait',
  BH: 'Asia/Bahrain',
  OM: 'Asia/Muscat',
  IL: 'Asia/Jerusalem',
  TR: 'Europe/Istanbul',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  ZA: 'Africa/Johannesburg',
  NG: 'Africa/Lagos',
  KE: 'Africa/Nairobi',
  EG: 'Africa/Cairo',
  NZ: 'Pacific/Auckland',
};

/** The phone's country (ISO 3166 alpha-2), if the number says. */
export const phoneCountry = (phone: string): string | null =>
  parsePhoneNumberFromString(phone, 'IN', rules)?.country ?? null;

export const phoneTimeZone = (phone: string): string | null => {
  const country = phoneCountry(phone);
  return country ? (COUNTRY_ZONES[country] ?? null) : null;
};
