import type { DndNumber, DndSource } from '@salesflow/shared/calls/dnd-numbers';
import { DND_SOURCES } from '@salesflow/shared/calls/dnd-numbers';
import { keyShape } from '../../platform/data/key-shape';

/**
 * The organization's "do not disturb" numbers (its NCPR scrubs): one item per number (sk
 * `NUM#<E.164>`, with the date of the latest scrub that found it) and one per scrub date uploaded
 * (sk `SCRUB#<YYYY-MM-DD>`), in one partition per organization.
 */
export const DND_PARTITION = keyShape('ORG#<org>#DND');
export const NUMBER_PREFIX = 'NUM#';
export const SCRUB_PREFIX = 'SCRUB#';

export const dndNumberKey = (organizationId: string, number: string) => ({
  pk: DND_PARTITION.key(organizationId),
  sk: `${NUMBER_PREFIX}${number}`,
});

export const scrubKey = (organizationId: string, scrubbedOn: string) => ({
  pk: DND_PARTITION.key(organizationId),
  sk: `${SCRUB_PREFIX}${scrubbedOn}`,
});

export const toDndNumberItem = (organizationId: string, entry: DndNumber) => ({
  ...dndNumberKey(organizationId, entry.number),
  type: 'dndNumber',
  organizationId,
  ...entry,
});

export const toScrubItem = (
  organizationId: string,
  scrub: { scrubbedOn: string; numbers: number; uploadedBy: string; uploadedAt: string },
) => ({
  ...scrubKey(organizationId, scrub.scrubbedOn),
  type: 'dndScrub',
  organizationId,
  ...scrub,
});

const isSource = (value: unknown): value is DndSource =>
  DND_SOURCES.some((source) => source === value);

export const fromDndNumberItem = (item: Record<string, unknown>): DndNumber | null =>
  typeof item.number === 'string' && typeof item.scrubbedOn === 'string'
    ? {
        number: item.number,
        scrubbedOn: item.scrubbedOn,
        source: isSource(item.source) ? item.source : 'scrub',
        addedAt: String(item.addedAt ?? ''),
        addedBy: String(item.addedBy ?? ''),
      }
    : null;
