/** How a change in percent (this month against last) is shown on the dashboard and in analytics. */
export type TrendDirection = 'up' | 'down';

/** 0 or more is up, negative is down (document 1, "Dashboard"). */
export const trendDirection = (change: number): TrendDirection => (change < 0 ? 'down' : 'up');

/** What a change from nothing (null: last month's figure was 0) shows instead of a percent. */
export const NO_CHANGE = '—';

const percentNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const magnitude = (value: number): string =>
  percentNumber.format(Number.isFinite(value) ? Math.abs(value) : 0);

/** A percentage figure such as the conversion rate: 12.5 → "12.5%". */
export const formatPercent = (value: number): string =>
  `${value < 0 ? '-' : ''}${magnitude(value)}%`;

/** The dashboard tiles: the absolute value with a percent sign, -4 → "4%" (the arrow gives the sign). */
export const absoluteChange = (change: number): string => `${magnitude(change)}%`;

/** The analytics trend labels: 12.5 → "+12.5%", -4 → "-4%", 0 → "+0%". */
export const signedChange = (change: number): string =>
  `${trendDirection(change) === 'up' ? '+' : '-'}${magnitude(change)}%`;
