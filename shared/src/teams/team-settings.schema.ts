import * as z from 'zod/mini';
import { requiredText } from '../text/text-fields';

/**
 * Who sees which records. `all`: every member sees every record (the default, for small teams).
 * `own`: a member sees the contacts assigned to them and the unassigned leads, with those
 * contacts' deals and calls; managers and above always see everything.
 */
export const RECORD_VISIBILITIES = ['all', 'own'] as const;
export type RecordVisibility = (typeof RECORD_VISIBILITIES)[number];

export const RECORD_VISIBILITY_LABELS: Record<RecordVisibility, string> = {
  all: 'Members see all records',
  own: 'Members see only their own leads and unassigned leads',
};

export const ORGANIZATION_NAME_MAX = 100;
/** Members a round-robin may take turns between. */
export const ROUND_ROBIN_MAX = 50;

const memberId = z
  .string({ error: 'Not a valid member id' })
  .check(
    z.minLength(1, 'Not a valid member id'),
    z.maxLength(64, 'Not a valid member id'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid member id'),
  );

/** PUT /api/team/settings (admin): each field optional, what is sent is changed. */
export const teamSettingsUpdateSchema = z.object({
  name: z.optional(requiredText('Organization name', ORGANIZATION_NAME_MAX)),
  recordVisibility: z.optional(
    z.enum(RECORD_VISIBILITIES, { error: 'Visibility must be all or own' }),
  ),
  /** New leads from webhooks and imports are assigned in turn to these members; empty: none. */
  roundRobinMemberIds: z.optional(
    z.array(memberId, { error: 'Choose the members to take turns' }).check(
      z.maxLength(ROUND_ROBIN_MAX, `At most ${ROUND_ROBIN_MAX} members take turns`),
      z.refine((ids) => new Set(ids).size === ids.length, 'A member is listed twice'),
    ),
  ),
});
export type TeamSettingsUpdate = z.output<typeof teamSettingsUpdateSchema>;

/** GET /api/team/settings: the current organization's, readable by every member. */
export interface TeamSettings {
  organizationId: string;
  name: string;
  plan: string;
  maxMembers: number;
  currentMembers: number;
  recordVisibility: RecordVisibility;
  roundRobinMemberIds: string[];
}
