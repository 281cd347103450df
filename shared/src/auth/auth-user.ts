import * as z from 'zod/mini';
import { TEAM_ROLES } from './roles';

export const PLAN_IDS = ['trial', 'basic', 'starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The answer of GET /api/auth/user. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  currentPlan: PlanId;
  planStartDate: string;
  planEndDate: string | null;
  contactsUsed: number;
  aiCallsUsed: number;
  createdAt: string;
  organizationId: string;
  /** The organization's IANA time zone: due times, "today" and the like are read in it. */
  timezone: string;
  /** A platform operator (named by configuration): the admin dashboard is theirs alone. */
  isOperator: boolean;
}

/** The local stack's test sign-in; with an organization, the user joins it with this role. */
export const devLoginSchema = z.object({
  email: z.email('Enter a valid email address').check(z.maxLength(254)),
  organizationId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  role: z.optional(z.enum(TEAM_ROLES)),
});

export const TRIAL_DAYS = 14;
