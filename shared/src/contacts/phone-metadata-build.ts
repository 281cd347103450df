import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * The phone rules need libphonenumber's metadata to parse a number, tell whether it is possible
 * and write it in E.164, never to format one for display. Its formatting rules are two thirds of
 * the metadata, carried by every function that checks a contact: they are left out (phone.ts
 * reads what this makes; phone-metadata.test.ts proves the answers are the same for every
 * country, and that the committed file matches the installed library).
 */
type Plan = unknown[];
const FORMATS = 4;
const NATIONAL_PREFIX_FORMATTING_RULE = 6;

const withoutFormatting = (plan: Plan): Plan => {
  const copy = [...plan];
  if (copy.length > FORMATS) copy[FORMATS] = 0;
  if (copy.length > NATIONAL_PREFIX_FORMATTING_RULE) copy[NATIONAL_PREFIX_FORMATTING_RULE] = 0;
  return copy;
};

export const parsingMetadata = (full: MetadataJson): MetadataJson => {
  const source = full as unknown as {
    countries: Record<string, Plan>;
    nonGeographic?: Record<string, Plan>;
  };
  const strip = (plans: Record<string, Plan> = {}) =>
    Object.fromEntries(Object.entries(plans).map(([key, plan]) => [key, withoutFormatting(plan)]));
  return {
    ...full,
    countries: strip(source.countries),
    nonGeographic: strip(source.nonGeographic),
  } as unknown as MetadataJson;
};
