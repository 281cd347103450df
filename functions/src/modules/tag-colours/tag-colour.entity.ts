import type { TagColour } from '@salesflow/shared/contacts/tag-colours';
import { TAG_COLOURS } from '@salesflow/shared/contacts/tag-colours';
import { keyShape } from '../../platform/data/key-shape';

/**
 * Tag colours: one item per coloured tag (sk `TAG#<tag key>`) in one partition per organization,
 * read whole (at most TAG_COLOURS_MAX items, a few KB) and written when someone picks a colour.
 */
export const TAG_COLOURS_PARTITION = keyShape('ORG#<org>#TAGCOLOURS');
const TAG_PREFIX = 'TAG#';

export const tagColourKey = (organizationId: string, key: string) => ({
  pk: TAG_COLOURS_PARTITION.key(organizationId),
  sk: `${TAG_PREFIX}${key}`,
});

export const toTagColourItem = (
  organizationId: string,
  key: string,
  colour: TagColour,
  by: string,
  at: string,
) => ({
  ...tagColourKey(organizationId, key),
  type: 'tagColour',
  organizationId,
  tag: key,
  colour,
  updatedBy: by,
  updatedAt: at,
});

export const fromTagColourItem = (item: Record<string, unknown>): [string, TagColour] | null => {
  const colour = TAG_COLOURS.find((known) => known === item.colour);
  return typeof item.tag === 'string' && colour ? [item.tag, colour] : null;
};
