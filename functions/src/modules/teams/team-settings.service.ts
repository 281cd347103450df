import type {
  TeamSettings,
  TeamSettingsUpdate,
} from '@salesflow/shared/teams/team-settings.schema';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import { ValidationError } from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import type { OrganizationItem } from './organization.entity';
import {
  findMembership,
  listMemberships,
  organizationSettingsWrite,
  takeRoundRobinTurn,
} from './teams.repository';
import { organizationOf } from './teams.service';

type Caller = Pick<AuthContext, 'organizationId'>;

const toSettings = (org: OrganizationItem): TeamSettings => ({
  organizationId: org.id,
  name: org.name,
  plan: org.plan,
  maxMembers: org.maxMembers,
  currentMembers: org.currentMembers,
  recordVisibility: org.recordVisibility,
  roundRobinMemberIds: org.roundRobinMemberIds,
});

export const getTeamSettings = async (caller: Caller): Promise<TeamSettings> =>
  toSettings(await organizationOf(caller.organizationId));

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
  await commit([
    organizationSettingsWrite(caller.organizationId, update, new Date().toISOString()),
  ]);
  countEvent('teamSettingsChanged');
  return getTeamSettings(caller);
};

/**
 * Who a new unassigned lead (from a webhook or an import) goes to: the next of the members the
 * admin picked, skipping any no longer active; null when round-robin is off.
 */
export const nextRoundRobinAssignee = async (organizationId: string): Promise<string | null> => {
  const org = await organizationOf(organizationId);
  const members = org.roundRobinMemberIds;
  for (let tries = 0; tries < members.length; tries += 1) {
    const turn = await takeRoundRobinTurn(organizationId);
    const candidate = members[(turn - 1) % members.length];
    if (candidate && (await findMembership(organizationId, candidate))?.status === 'active') {
      return candidate;
    }
  }
  return null;
};
