import type { Deal, DealFields, DealPatch } from '@salesflow/shared/deals/deal.schema';
import type { AuthContext } from '../../platform/auth/session';
import { resolveCustomValues } from '../custom-fields/custom-fields.service';
import { createDeal, updateDeal } from './deals.service';

/**
 * The deal form's and the API's create and edit, with custom values: those sent are checked
 * against the organization's deal fields (a bad one is a 400 naming `customFields.<key>`) and
 * laid over the deal's own (null clears one; a deleted field's value goes). Apart from
 * deals.service, so what moves deals without them (the board, the WhatsApp bot) does not carry
 * the fields' reads.
 */
export const createDealWithCustomValues = async (
  auth: AuthContext,
  fields: DealFields,
): Promise<Deal> =>
  createDeal(
    auth,
    fields.customFields
      ? {
          ...fields,
          customFields: await resolveCustomValues(
            auth.organizationId,
            'deal',
            undefined,
            fields.customFields,
          ),
        }
      : fields,
  );

export const updateDealWithCustomValues = (
  auth: AuthContext,
  id: string,
  patch: DealPatch,
): Promise<Deal> => {
  const sent = patch.customFields;
  return sent
    ? updateDeal(auth, id, async (previous) => ({
        ...patch,
        // The deal's values as they become: what it kept, with those sent laid over.
        customFields: await resolveCustomValues(
          auth.organizationId,
          'deal',
          previous.customFields,
          sent,
        ),
      }))
    : updateDeal(auth, id, patch);
};
