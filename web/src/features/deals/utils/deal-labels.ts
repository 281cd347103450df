import { capitalise } from '@salesflow/shared/contacts/score-band';
import type { Deal, DealStage } from '@salesflow/shared/deals/deal.schema';

/** `qualification` → "Qualification". */
export const stageLabel = (stage: DealStage): string => capitalise(stage);

/** "1 deal", "1,234 deals". */
export const dealCountLabel = (total: number): string =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'deal' : 'deals'}`;

export const contactNameOf = (deal: Pick<Deal, 'contactName'>): string =>
  deal.contactName || 'Unknown Contact';

export const contactCompanyOf = (deal: Pick<Deal, 'contactCompany'>): string =>
  deal.contactCompany || 'Unknown Company';

/** A contact choice in the deal form: "name - company", or "name - No Company". */
export const contactOptionLabel = (contact: { name: string; company: string | null }): string =>
  `${contact.name} - ${contact.company || 'No Company'}`;

/** A deal the user may not change, in short (beside it) and why (its description). */
export const TEAMMATES_DEAL = "Teammate's deal";
export const TEAMMATES_DEAL_HINT =
  "This deal is on a teammate's lead: you can see it, and a manager can change or move it.";

/** A lead a deal may not go on: the user may not change it. */
export const TEAMMATES_LEAD = "Teammate's lead";
