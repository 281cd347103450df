import {
  TAG_COLOURS_MAX,
  type TagColourInput,
  type TagColours,
} from '@salesflow/shared/contacts/tag-colours';
import { tagKey } from '@salesflow/shared/contacts/tag-key';
import type { AuthContext } from '../../platform/auth/session';
import { LimitExceededError } from '../../platform/errors';
import { readTagColours, removeTagColour, writeTagColour } from './tag-colours.repository';

/** GET /api/tag-colours: the organization's chosen tag colours, by tag key. */
export const tagColours = async (auth: AuthContext): Promise<TagColours> => ({
  colours: await readTagColours(auth.organizationId, TAG_COLOURS_MAX),
});

/**
 * PUT /api/tag-colours (managers and above, as for the organization's email templates): a tag's
 * colour for everyone, or back to the one its name gives it (`null`). A tag in another case is
 * the same tag. At most TAG_COLOURS_MAX tags have one; changing a coloured tag's colour is always
 * allowed.
 */
export const setTagColour = async (
  auth: AuthContext,
  input: TagColourInput,
): Promise<TagColours> => {
  const key = tagKey(input.tag);
  const colours = await readTagColours(auth.organizationId, TAG_COLOURS_MAX + 1);
  if (input.colour === null) {
    await removeTagColour(auth.organizationId, key);
    delete colours[key];
    return { colours };
  }
  if (!(key in colours) && Object.keys(colours).length >= TAG_COLOURS_MAX) {
    throw new LimitExceededError(
      `At most ${TAG_COLOURS_MAX} tags can have a colour. Take one off another tag first.`,
    );
  }
  await writeTagColour(
    auth.organizationId,
    key,
    input.colour,
    auth.userId,
    new Date().toISOString(),
  );
  colours[key] = input.colour;
  return { colours };
};
