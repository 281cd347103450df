import { TAG_COLOUR_SHADES, type TagColour } from '@salesflow/shared/contacts/tag-colours';
import { tagKey } from '@salesflow/shared/contacts/tag-key';

/**
 * Each tag's colour: the one the organization chose for it (tag-colours-api.ts), else the same tag
 * (in any case) always the same colour, on every screen and for everyone, from a palette that
 * keeps dark text readable.
 */
const PALETTE = [
  '#e0e7ff',
  '#dcfce7',
  '#fef3c7',
  '#fce7f3',
  '#e0f2fe',
  '#ede9fe',
  '#ffedd5',
  '#ccfbf1',
  '#f1f5f9',
  '#fee2e2',
] as const;

export const tagColor = (tag: string, chosen?: Record<string, TagColour>): string => {
  const picked = chosen?.[tagKey(tag)];
  if (picked) return TAG_COLOUR_SHADES[picked];
  let hash = 0;
  for (const char of tagKey(tag)) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
};
