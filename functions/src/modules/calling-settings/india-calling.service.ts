import { roleAtLeast } from '@salesflow/shared/auth/roles';
import type { IndiaCallingProfile, IndiaCallingView } from '@salesflow/shared/calls/india-calling';
import type { AuthContext } from '../../platform/auth/session';
import { readIndiaCalling, writeIndiaCalling } from './india-calling.repository';

/** The organization's India calling profile: what the call checks read. */
export const indiaCallingOf = async (organizationId: string): Promise<IndiaCallingProfile> =>
  (await readIndiaCalling(organizationId)).profile;

/** GET /api/settings/india-calling: every member reads it; admins change it. */
export const indiaCallingFor = async (auth: AuthContext): Promise<IndiaCallingView> => {
  const { profile, updatedAt } = await readIndiaCalling(auth.organizationId);
  return { ...profile, updatedAt, canManage: roleAtLeast(auth.role ?? 'member', 'admin') };
};

/** PUT /api/settings/india-calling: the whole profile (the last save wins). */
export const saveIndiaCalling = async (
  auth: AuthContext,
  profile: IndiaCallingProfile,
): Promise<IndiaCallingView> => {
  const updatedAt = new Date().toISOString();
  await writeIndiaCalling(auth.organizationId, profile, updatedAt);
  return { ...profile, updatedAt, canManage: true };
};
