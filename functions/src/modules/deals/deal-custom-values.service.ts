import type { Deal, DealFields, DealPatch } from '@salesflow/shared/deals/deal.schema';
import type { AuthContext } from '../../platform/auth/session';
import {
  customValuesChange,
  withCheckedCustomValues,
} from '../custom-fields/custom-fields.service';
import { createDeal, updateDeal } from './deals.service';

/**
 * The deal form's and the API's create and edit, with custom values (custom-fields.service.ts
 * checks them). Apart from deals.service, so what moves deals without them (the board, the
 * WhatsApp bot) does not carry the fields' reads.
 */
export const createDealWithCustomValues = async (
  auth: AuthContext,
  fields: DealFields,
): Promise<Deal> =>
  createDeal(auth, await withCheckedCustomValues(auth.organizationId, 'deal', fields));

export const updateDealWithCustomValues = (
  auth: AuthContext,
  id: string,
  patch: DealPatch,
): Promise<Deal> => updateDeal(auth, id, customValuesChange(auth.organizationId, 'deal', patch));
