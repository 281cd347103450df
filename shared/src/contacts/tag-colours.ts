import * as z from 'zod/mini';
import { tagField } from './contact-tags';

/**
 * A colour chosen for a tag (issue 27), the same for everyone in the organization; a tag without
 * one keeps the colour its name gives it. Light shades, so dark text stays readable. No zod in
 * what the screens read (the names and shades).
 */
export const TAG_COLOURS = [
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type TagColour = (typeof TAG_COLOURS)[number];

export const TAG_COLOUR_SHADES: Record<TagColour, string> = {
  grey: '#e2e8f0',
  red: '#fecaca',
  orange: '#fed7aa',
  yellow: '#fef08a',
  green: '#bbf7d0',
  teal: '#99f6e4',
  blue: '#bfdbfe',
  indigo: '#c7d2fe',
  purple: '#e9d5ff',
  pink: '#fbcfe8',
};

/** Tags with a chosen colour per organization at most. */
export const TAG_COLOURS_MAX = 500;

/** GET /api/tag-colours: each coloured tag's key (its lower-case form) and colour. */
export interface TagColours {
  colours: Record<string, TagColour>;
}

/** PUT /api/tag-colours: a tag's colour, or `null` to go back to the one its name gives it. */
export const tagColourSchema = z.object({
  tag: tagField,
  colour: z.nullable(
    z.enum(TAG_COLOURS, { error: `Colour must be one of ${TAG_COLOURS.join(', ')}` }),
  ),
});
export type TagColourInput = z.output<typeof tagColourSchema>;
