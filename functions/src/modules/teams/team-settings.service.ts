import type {
  TeamSettings,
  TeamSettingsUpdate,
} from '@salesflow/shared/teams/team-settings.schema';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import { ValidationError } from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import {
  type Organization,
  organizationOf,
  teamSettingsWrite,
} from '../organizations/organizations.service';
import { memberOfTurn, turnShardsFor } from './round-robin-turns';
import { listMemberships, takeRoundRobinTurn } from './teams.repository';
import { plansOf } from './teams.service';

type Caller = Pick<AuthContext, 'organizationId'>;

const toSettings = (org: Organization, plan: string): TeamSettings => ({
  organizationId: org.id,
  name: org.name,
  plan,
  maxMembers: org.maxMembers,
  currentMembers: org.currentMembers,
  recordVisibility: org.recordVisibility,
  roundRobinMemberIds: org.roundRobinMemberIds,
});

export const getTeamSettings = async (caller: Caller): Promise<TeamSettings> => {
  const organization = await organizationOf(caller.organizationId);
  const plans = await plansOf([organization]);
  return toSettings(organization, plans.get(organization.id) ?? 'trial');
};

/** An admin changes the name, who members see, or who takes turns with new leads. */
export const updateTeamSettings = async (
  caller: Caller,
  update: TeamSettingsUpdate,
): Promise<TeamSettings> => {
  if (update.roundRobinMemberIds?.length) {
    const active = new Set(
      (await listMemberships(caller.organizationId))
        .filter((m) => m.status === 'active')
        .map((m) => m.userId),
    );
    if (update.roundRobinMemberIds.some((id) => !active.has(id))) {
      const message = 'Only active members of the team can take turns';
      throw new ValidationError([{ field: 'roundRobinMemberIds', message }], message);
    }
  }
  await commit([teamSettingsWrite(caller.organizationId, update, new Date().toISOString())]);
  countEvent('teamSettingsChanged');
  return getTeamSettings(caller);
};

/**
 * The members the admin picked for round-robin who are still active, in their order; empty when
 * round-robin is off. An import job hands its rows out over them by row, so a chunk delivered
 * twice gives each row the same member.
 */
export const roundRobinMembers = async (organizationId: string): Promise<string[]> => {
  const org = await organizationOf(organizationId);
  const active = new Set(
    (await listMemberships(organizationId))
      .filter((m) => m.status === 'active')
      .map((m) => m.userId),
  );
  return org.roundRobinMemberIds.filter((id) => active.has(id));
};

/** Where each organization's next lead takes its turn in this container: the next turn item. */
const turnCursors = new Map<string, number>();
const MAX_CURSORS = 10_000;

/**
 * Who new unassigned leads (from a webhook or an import) go to: a function giving, lead by lead,
 * the next of the members the admin picked who are still active (each call takes a turn, so leads
 * arriving together get different members); null when round-robin is off. The turn is counted on
 * several items (round-robin-turns.ts), taken one after another by this container, so a burst
 * writes no item once per lead, leads through one container go strictly in turn, and leads
 * spread over many containers stay fair (within one lead per turn item).
 */
export const roundRobinAssigner = async (
  organizationId: string,
): Promise<(() => Promise<string>) | null> => {
  const members = await roundRobinMembers(organizationId);
  if (members.length === 0) return null;
  const shards = turnShardsFor(members.length);
  return async () => {
    const shard = (turnCursors.get(organizationId) ?? 0) % shards;
    if (turnCursors.size >= MAX_CURSORS && !turnCursors.has(organizationId)) turnCursors.clear();
    turnCursors.set(organizationId, shard + 1);
    const turn = await takeRoundRobinTurn(organizationId, shard);
    return memberOfTurn(members, shard, shards, turn);
  };
};
