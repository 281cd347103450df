import { z } from 'zod';

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
}

export const devLoginSchema = z.object({
  email: z.email('Enter a valid email address').max(254),
});

export const TRIAL_DAYS = 14;
