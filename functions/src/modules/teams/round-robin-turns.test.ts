import { describe, expect, it } from 'vitest';
import { memberOfTurn, TURN_SHARD_CHOICES, turnShardsFor } from './round-robin-turns';

/** Hands `leads` out with each lead's shard picked by `pick`, counting what each member gets. */
const handOut = (members: string[], leads: number, pick: (lead: number) => number) => {
  const shards = turnShardsFor(members.length);
  const turns = new Array<number>(shards).fill(0);
  const given: string[] = [];
  for (let lead = 0; lead < leads; lead += 1) {
    const shard = pick(lead) % shards;
    turns[shard] = (turns[shard] ?? 0) + 1;
    given.push(memberOfTurn(members, shard, shards, turns[shard] ?? 1));
  }
  const counts = members.map((member) => given.filter((m) => m === member).length);
  const used = turns.filter((taken) => taken > 0).length;
  return { given, counts, shards, turns, used };
};

const spread = (counts: number[]) => Math.max(...counts) - Math.min(...counts);

describe('round-robin turns spread over shards', () => {
  it('takes a shard count that shares no factor with the number of members', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    for (let members = 1; members <= 60; members += 1) {
      const shards = turnShardsFor(members);
      expect(TURN_SHARD_CHOICES).toContain(shards);
      expect(gcd(shards, members), `${members} members`).toBe(1);
      expect(shards).toBeGreaterThanOrEqual(11);
    }
  });

  it('hands leads out strictly in turn when the shards are taken one after another', () => {
    const members = ['a', 'b', 'c'];
    const { given } = handOut(members, 60, (lead) => lead);
    expect(given.slice(0, 6)).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect(given.every((member, i) => member === members[i % 3])).toBe(true);
  });

  it('stays fair whatever shards the leads land on: within one lead per shard', () => {
    for (const size of [2, 3, 4, 5, 7]) {
      const members = Array.from({ length: size }, (_, i) => `m${i}`);
      // Uneven on purpose: a pseudo-random pick, and every lead on two shards only.
      let seed = 7;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed;
      };
      for (const pick of [random, (lead: number) => (lead % 2) * 3]) {
        const { counts, used } = handOut(members, 200, pick);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(200);
        // Each shard hands its leads out in turn, so no member is ahead by more than one lead
        // per shard used.
        expect(spread(counts), `${size} members: ${counts.join(',')}`).toBeLessThanOrEqual(used);
      }
    }
  });

  it('spreads the writes: no shard takes more than its share plus one', () => {
    const { turns } = handOut(['a', 'b'], 1_000, (lead) => lead);
    expect(Math.max(...turns)).toBeLessThanOrEqual(Math.ceil(1_000 / turns.length));
  });
});
