import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { type LeadHolding, mayChangeDeal, mayChangeLead } from '@salesflow/shared/teams/lead-rules';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useCurrentMembership } from '../../../features/teams/hooks/use-current-membership';

export interface LeadRules {
  /** Whether the user may change and work this lead (edit, delete, notes, calls, messages). */
  mayChangeLead: (lead: LeadHolding) => boolean;
  /** Whether the user may change this deal (edit, delete, move): it follows its lead. */
  mayChangeDeal: (deal: Pick<Deal, 'ownerId' | 'lead'>) => boolean;
}

/**
 * What the signed-in user may change, as the server decides (shared/src/teams/lead-rules.ts),
 * from their id (the session's user) and role (GET /api/organizations): managers and above all;
 * a member their leads, the ones they added and the unassigned ones, and what hangs on those.
 * Until both are known, only the unassigned leads, so nothing is offered that would be refused.
 */
export const useLeadRules = (): LeadRules => {
  const { role } = useCurrentMembership();
  const userId = useCurrentUser().data?.id ?? '';
  return useMemo(() => {
    const caller = { userId, role };
    return {
      mayChangeLead: (lead) => mayChangeLead(caller, lead),
      mayChangeDeal: (deal) => mayChangeDeal(caller, deal, deal.lead),
    };
  }, [userId, role]);
};
