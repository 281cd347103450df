import type { CounterAdd } from '../../platform/projections/counter-fold';
import { COUNTED_FROM_STREAM, type StreamChange } from '../../platform/projections/stream-change';
import { heldCountKey } from './held-lead.entity';

/**
 * The count of held leads (`ORG#<org>` / `HELDCOUNT`) from the table's stream: +1 for each lead
 * held, -1 for each released, folded per batch into one guarded ADD (counter-fold.ts). Leads past
 * the plan's limit come in bursts, and the one count item in each hold's transaction would be
 * written at the burst's rate; the hold is now the lead's item alone.
 *
 * Only leads held `countedFromStream` count here: one held before the change was counted by its
 * own transaction, and its release takes it off in the release's transaction (held-leads
 * repository), so a replay of the stream from before the change counts nothing twice.
 */
const heldLead = (image: Record<string, unknown> | null) =>
  image?.type === 'heldLead' && image[COUNTED_FROM_STREAM] === true ? image : null;

export const heldCountAdds = (changes: readonly StreamChange[]): CounterAdd[] =>
  changes.flatMap((change, index) => {
    const held = !change.before ? heldLead(change.after) : null;
    const released = !change.after ? heldLead(change.before) : null;
    const lead = held ?? released;
    if (!lead) return [];
    return [
      {
        key: heldCountKey(String(lead.organizationId)),
        deltas: { count: held ? 1 : -1 },
        // The held leads' partition: one lane an organization.
        lane: String(lead.pk),
        seq: change.seq,
        index,
        mustExist: true,
      },
    ];
  });
