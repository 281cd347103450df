/** Source colours by rank (the donut and its bars agree); contacts with no source are gray. */
const SOURCE_PALETTE = [
  '#4f46e5',
  '#0ea5e9',
  '#16a34a',
  '#ca8a04',
  '#7c3aed',
  '#ea580c',
  '#db2777',
];
const NO_SOURCE = '#94a3b8';

export const sourceColor = (source: string, rank: number): string =>
  source === 'unknown' ? NO_SOURCE : (SOURCE_PALETTE[rank % SOURCE_PALETTE.length] ?? NO_SOURCE);

const OUTCOME_COLORS: Record<string, string> = {
  interested: '#16a34a',
  callback: '#0ea5e9',
  not_interested: '#dc2626',
  no_answer: '#ca8a04',
};

export const outcomeColor = (outcome: string): string => OUTCOME_COLORS[outcome] ?? NO_SOURCE;
