import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { invitationEmailKey, invitationTokenKey } from './invitation.entity';
import { organizationKey, roundRobinTurnKey } from './organization.entity';
import { TURN_SHARD_CHOICES } from './round-robin-turns';

/** The most turn items an organization may have had (round-robin-turns.ts picks among these). */
const TURN_SHARDS = Math.max(...TURN_SHARD_CHOICES, 37);

/**
 * The organization's own partition (`ORG#<org>`: its profile, members, invitations, and the
 * settings of many modules beside them), whose profile and members a closed organization keeps;
 * the round-robin turn items; and each invitation's claim on its address and its link's key.
 * (The name claim `ORGSLUG#` stays with the account; a whole removal deletes it with the profile.)
 */
export const teamsErasure: ErasureDeclaration = {
  module: 'teams',
  partitions: [
    {
      pattern: 'ORG#<org>',
      of: (org) => [organizationKey(org).pk],
      keptOnErasure: (sk) => sk === 'PROFILE' || sk.startsWith('MEMBER#'),
    },
    {
      pattern: 'ORG#<org>#TURNS#<shard>',
      of: (org) =>
        Array.from({ length: TURN_SHARDS }, (_, shard) => roundRobinTurnKey(org, shard).pk),
    },
  ],
  derived: [
    {
      pattern: 'ORG#<org>#INVITEEMAIL#<email>',
      from: (item, org) =>
        item.type === 'invitation' && item.pk === `ORG#${org}` && typeof item.email === 'string'
          ? { items: [invitationEmailKey(org, item.email)] }
          : {},
    },
    {
      pattern: 'INVITETOKEN#<token hash>',
      from: (item, org) =>
        item.type === 'invitation' && item.pk === `ORG#${org}` && item.tokenHash
          ? { items: [invitationTokenKey(String(item.tokenHash))] }
          : {},
    },
  ],
  left: [
    {
      pattern: 'ORGSLUG#<slug>',
      why: 'the name claim stays with the account; a whole removal deletes it with the profile',
    },
  ],
};
