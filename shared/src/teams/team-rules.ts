import { roleAtLeast, type TeamRole } from '../auth/roles';

/**
 * Who may change whom (document 2, "Team management"; the route table only lets admins and the
 * owner in, these say which members each of them may touch). The server enforces them; the Team
 * page uses the same rules to offer only what will be allowed.
 */
export interface MemberRef {
  id: string;
  role: TeamRole;
}

/** Why `actor` may not give `target` the role `to`, or null when they may. */
export const roleChangeRefusal = (
  actor: MemberRef,
  target: MemberRef,
  to: TeamRole,
): string | null => {
  if (!roleAtLeast(actor.role, 'admin')) return 'Only an admin or the owner may change roles';
  if (actor.id === target.id) return 'You cannot change your own role';
  if (target.role === 'owner') return "Nobody can change the owner's role";
  if (to === 'owner') return 'Nobody can be made owner this way';
  if (actor.role !== 'owner' && (to === 'admin' || target.role === 'admin')) {
    return "Only the owner may make someone an admin or change an admin's role";
  }
  return null;
};

/** Why `actor` may not remove `target` from the organization, or null when they may. */
export const removalRefusal = (actor: MemberRef, target: MemberRef): string | null => {
  if (!roleAtLeast(actor.role, 'admin')) return 'Only an admin or the owner may remove members';
  if (actor.id === target.id) return 'You cannot remove yourself; leave the organization instead';
  if (target.role === 'owner') return 'Nobody can remove the owner';
  if (actor.role !== 'owner' && target.role === 'admin') {
    return 'Only the owner may remove an admin';
  }
  return null;
};

/** The owner cannot leave: transferring ownership is not available yet. */
export const leaveRefusal = (role: TeamRole): string | null =>
  role === 'owner'
    ? 'The owner cannot leave the organization. Transferring ownership is not available yet.'
    : null;

/** The roles `actor` may give `target` (empty when they may change nothing). */
export const assignableRoles = (actor: MemberRef, target: MemberRef): TeamRole[] =>
  (['member', 'manager', 'admin'] as const).filter(
    (role) => role !== target.role && roleChangeRefusal(actor, target, role) === null,
  );
