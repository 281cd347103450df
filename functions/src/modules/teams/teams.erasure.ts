import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';
import {
  INVITATION_EMAIL_PARTITION,
  INVITATION_TOKEN_PARTITION,
  invitationEmailKey,
  invitationTokenKey,
} from './invitation.entity';
import { TURN_SHARD_CHOICES } from './round-robin-turns';
import { roundRobinTurnKey, TURNS_PARTITION } from './team.entity';

/** The most turn items an organization may have had (round-robin-turns.ts picks among these). */
const TURN_SHARDS = Math.max(...TURN_SHARD_CHOICES, 37);

/**
 * The organization's own partition (`ORG#<org>`: its profile, members, invitations, and the
 * settings of many modules beside them), whose profile and members a closed organization keeps;
 * the round-robin turn items; and each invitation's claim on its address and its link's key.
 * (The name claim stays with the account: auth.erasure.ts.)
 */
export const teamsErasure: ErasureDeclaration = {
  module: 'teams',
  partitions: [
    organizationPartition(ORGANIZATION_PARTITION, {
      keptOnErasure: (sk) => sk === 'PROFILE' || sk.startsWith('MEMBER#'),
    }),
    {
      pattern: TURNS_PARTITION.pattern,
      of: (org) =>
        Array.from({ length: TURN_SHARDS }, (_, shard) => roundRobinTurnKey(org, shard).pk),
    },
  ],
  derived: [
    {
      pattern: INVITATION_EMAIL_PARTITION.pattern,
      from: (item, org) =>
        item.type === 'invitation' &&
        item.pk === ORGANIZATION_PARTITION.key(org) &&
        typeof item.email === 'string'
          ? { items: [invitationEmailKey(org, item.email)] }
          : {},
    },
    {
      pattern: INVITATION_TOKEN_PARTITION.pattern,
      from: (item, org) =>
        item.type === 'invitation' && item.pk === ORGANIZATION_PARTITION.key(org) && item.tokenHash
          ? { items: [invitationTokenKey(String(item.tokenHash))] }
          : {},
    },
  ],
};
