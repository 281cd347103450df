/** The delimiters an uploaded file may use: Excel writes `;` where `,` is the decimal comma. */
export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export const stripBom = (text: string): string => text.replace(/^\uFEFF/, '');

/**
 * The delimiter of a file, from its header row (the text up to the first line break outside
 * quotes): the one that occurs most outside quoted cells; `,` when none does.
 */
export const detectDelimiter = (head: string): Delimiter => {
  const counts: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of stripBom(head)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as Delimiter] += 1;
  }
  return DELIMITERS.reduce((best, d) => (counts[d] > counts[best] ? d : best), ',' as Delimiter);
};
