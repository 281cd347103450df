/**
 * Round-robin turns without a hot item. One counter taken per lead would be written once a lead
 * (1,000 times a second at 1,000 leads a second into one organization, past DynamoDB's ~100
 * writes a second per item we allow ourselves, and one transaction conflict after another).
 * So the turn is counted on `shards` items (teams.repository.ts, `roundRobinTurnKey`), each lead
 * taking one of them, and the member comes from (shard, turn on that shard):
 *
 *   virtual turn = (turn - 1) * shards + shard,   member = members[virtual turn % members]
 *
 * - `shards` shares no factor with the number of members, so each shard on its own goes through
 *   every member in order: whatever shards the leads land on, no member is ahead of another by
 *   more than one lead per shard (at most `shards`, and in practice far less).
 * - Leads taking the shards one after another (a container turns a per-organization cursor, see
 *   team-settings.service.ts) make consecutive virtual turns: strictly in turn.
 * - At least 11 shards: at 1,000 leads a second each item takes at most ~91 writes a second.
 */
export const TURN_SHARD_CHOICES = [16, 15, 13, 11, 17, 19, 23, 29, 31] as const;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** How many turn items a team of `members` takes turns over. */
export const turnShardsFor = (members: number): number =>
  TURN_SHARD_CHOICES.find((shards) => gcd(shards, Math.max(1, members)) === 1) ?? 37;

/** The member whose turn it is: `turn` is the shard's new count (1 for its first lead). */
export const memberOfTurn = <T>(
  members: readonly T[],
  shard: number,
  shards: number,
  turn: number,
) => members[((turn - 1) * shards + shard) % members.length] as T;
