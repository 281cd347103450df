/**
 * The countries a customer may be billed in (ISO 3166-1 alpha-2), named in English by the
 * platform's Intl; India first, where most customers are and where the state decides the GST.
 */
const CODES =
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS YE ZA ZM ZW';

let names: Intl.DisplayNames | null = null;

/** "India", "Singapore"; the code itself where the platform cannot name it. */
export const countryName = (code: string): string => {
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Every country as `{ code, name }`, India first, then by name. */
export const billingCountries = (): { code: string; name: string }[] => {
  const all = CODES.split(' ').map((code) => ({ code, name: countryName(code) }));
  const india = all.filter((c) => c.code === 'IN');
  const rest = all.filter((c) => c.code !== 'IN').sort((a, b) => a.name.localeCompare(b.name));
  return [...india, ...rest];
};

/** A guess at where a browser is, for the form's first choice: India on Indian time. */
export const likelyCountry = (timeZone: string | undefined): string =>
  timeZone === 'Asia/Kolkata' || timeZone === 'Asia/Calcutta' ? 'IN' : '';
