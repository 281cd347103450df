/**
 * Money is kept exactly, as integer cents (decimal 10,2 in the spec), travels as a decimal string
 * ("1234.50") and is shown in US dollars without decimals.
 */
export const MAX_CENTS = 9_999_999_999; // 99,999,999.99

const DECIMAL = /^\s*(\d{1,8})(?:\.(\d{0,2}))?\s*$/;

/** "1234.5" or 1234.5 → 123450; null when it is not a non-negative amount with at most 2 decimals. */
export const toCents = (value: string | number): number | null => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_CENTS ? cents : null;
};

/** 123450 → "1234.50" */
export const centsToDecimal = (cents: number): string => {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${cents < 0 && whole === 0 ? '-' : ''}${whole}.${String(rest).padStart(2, '0')}`;
};

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** US dollars with no decimals, everywhere (spec section 1). */
export const formatUsd = (amount: number | string): string => usd.format(Number(amount) || 0);
