import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { WHATSAPP_ITEMS_INDEX, whatsAppItemsPartition } from './whatsapp-message.entity';
import { phoneNumberLookupKey, verifyTokenLookupKey } from './whatsapp-settings.entity';

/**
 * What WhatsApp writes for an organization: its messages and each number's 24-hour window (listed
 * on gsi1), its synced templates, and the two lookups its settings claim (by phone number id and
 * by the verification token's hash), found from the settings item beside its profile.
 */
export const whatsAppErasure: ErasureDeclaration = {
  module: 'whatsapp',
  partitions: [
    {
      pattern: 'ORG#<org>#WHATSAPP',
      of: (org) => [whatsAppItemsPartition(org)],
      index: WHATSAPP_ITEMS_INDEX,
      lists: ['ORG#<org>#WAMSG#<message>', 'ORG#<org>#WAWINDOW#<number>'],
    },
    { pattern: 'ORG#<org>#WATEMPLATES', of: (org) => [`ORG#${org}#WATEMPLATES`] },
  ],
  derived: [
    {
      pattern: 'WHATSAPP#PHONE#<phone number id>',
      from: (item, org) =>
        item.pk === `ORG#${org}` && item.sk === 'WHATSAPP_SETTINGS' && item.phoneNumberId
          ? { items: [phoneNumberLookupKey(String(item.phoneNumberId))] }
          : {},
    },
    {
      pattern: 'WHATSAPP#VERIFY#<token hash>',
      from: (item, org) =>
        item.pk === `ORG#${org}` && item.sk === 'WHATSAPP_SETTINGS' && item.verifyTokenHash
          ? { items: [verifyTokenLookupKey(String(item.verifyTokenHash))] }
          : {},
    },
  ],
};
