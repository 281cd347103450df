import type { CustomValuesInput } from '@salesflow/shared/custom-fields/custom-values';
import type { DealStage } from '@salesflow/shared/deals/deal.schema';

/**
 * The body of POST and PUT /api/deals. Money travels as a decimal string ("1500.00"). The
 * organization's deal fields: a new deal those filled in, an edit only those changed (null clears).
 */
export interface DealPayload {
  contactId: string | null;
  title: string;
  value: string;
  stage: DealStage;
  probability: number;
  expectedCloseDate: string | null;
  description: string | null;
  /** Every tag the deal keeps: an edit sends the whole list (an empty one takes them all off). */
  tags?: string[];
  customFields?: CustomValuesInput;
}
