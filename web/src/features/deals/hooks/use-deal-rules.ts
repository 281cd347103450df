import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { LeadHolding } from '@salesflow/shared/teams/lead-rules';
import { createContext, useContext } from 'react';

/**
 * What the signed-in user may change on the Deals screen, as the server decides
 * (shared/src/teams/lead-rules.ts): which deals (Edit, Delete, moving on the board) and which
 * leads a deal may go on. The app's route gives them from the user's role and id; a deal the user
 * may not change offers none of these, and says why.
 */
export interface DealRules {
  mayChange: (deal: Pick<Deal, 'ownerId' | 'lead'>) => boolean;
  mayLink: (lead: LeadHolding) => boolean;
}

/** Without rules given (a screen on its own, in tests): everything. */
export const ALL_DEALS_CHANGEABLE: DealRules = { mayChange: () => true, mayLink: () => true };

export const DealRulesContext = createContext<DealRules>(ALL_DEALS_CHANGEABLE);

export const useDealRules = (): DealRules => useContext(DealRulesContext);
