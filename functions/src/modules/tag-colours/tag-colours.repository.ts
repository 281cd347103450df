import type { TagColour } from '@salesflow/shared/contacts/tag-colours';
import { readAll } from '../../platform/data/read';
import { commit, deleteWrite, putWrite } from '../../platform/data/unit-of-work';
import {
  fromTagColourItem,
  TAG_COLOURS_PARTITION,
  tagColourKey,
  toTagColourItem,
} from './tag-colour.entity';

/** Every coloured tag of the organization (one partition, bounded by TAG_COLOURS_MAX). */
export const readTagColours = async (
  organizationId: string,
  limit: number,
): Promise<Record<string, TagColour>> => {
  const items = await readAll(
    { pk: TAG_COLOURS_PARTITION.key(organizationId), consistent: false },
    { maxItems: limit },
  );
  return Object.fromEntries(
    items.flatMap((item) => {
      const entry = fromTagColourItem(item);
      return entry ? [entry] : [];
    }),
  );
};

export const writeTagColour = (
  organizationId: string,
  key: string,
  colour: TagColour,
  by: string,
  at: string,
) => commit([putWrite(toTagColourItem(organizationId, key, colour, by, at))]);

export const removeTagColour = (organizationId: string, key: string) =>
  commit([deleteWrite(tagColourKey(organizationId, key))]);
