/** Money on a chart's axis, short: $1.2K, $3M. */
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A count axis from 0 to at least 4, so its ticks are whole numbers even for tiny figures. */
const countDomain = (min: number | { valueOf(): number }, max: number | { valueOf(): number }) => ({
  min: Math.min(0, Number(min)),
  max: Math.max(4, Number(max)),
});

/**
 * A chart's value axis (MUI X Charts), as wide as asked: compact dollars, or whole counts from 0.
 * The reports' trend and the operators' analytics read their figures the same way.
 */
export const valueAxis = (money: boolean, width: number) => ({
  width,
  tickLabelStyle: { fontSize: 11 },
  ...(money
    ? { valueFormatter: (value: number) => compactUsd.format(value) }
    : { domainLimit: countDomain, tickNumber: 5 }),
});
