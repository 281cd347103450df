import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import type { Item } from '../../platform/data/read';
import {
  MESSAGE_PARTITION,
  WHATSAPP_ITEMS_INDEX,
  WHATSAPP_ITEMS_PARTITION,
  WINDOW_PARTITION,
} from './whatsapp-message.entity';
import {
  PHONE_NUMBER_LOOKUP_PARTITION,
  phoneNumberLookupKey,
  VERIFY_TOKEN_LOOKUP_PARTITION,
  verifyTokenLookupKey,
  whatsAppSettingsKey,
} from './whatsapp-settings.entity';
import { TEMPLATES_PARTITION } from './whatsapp-template.entity';

const isSettings = (item: Item, org: string) =>
  item.pk === whatsAppSettingsKey(org).pk && item.sk === whatsAppSettingsKey(org).sk;

/**
 * What WhatsApp writes for an organization: its messages and each number's 24-hour window (listed
 * on gsi1), its synced templates, and the two lookups its settings claim (by phone number id and
 * by the verification token's hash), found from the settings item beside its profile.
 */
export const whatsAppErasure: ErasureDeclaration = {
  module: 'whatsapp',
  partitions: [
    organizationPartition(WHATSAPP_ITEMS_PARTITION, {
      index: WHATSAPP_ITEMS_INDEX,
      lists: [MESSAGE_PARTITION.pattern, WINDOW_PARTITION.pattern],
    }),
    organizationPartition(TEMPLATES_PARTITION),
  ],
  derived: [
    {
      pattern: PHONE_NUMBER_LOOKUP_PARTITION.pattern,
      from: (item, org) =>
        isSettings(item, org) && item.phoneNumberId
          ? { items: [phoneNumberLookupKey(String(item.phoneNumberId))] }
          : {},
    },
    {
      pattern: VERIFY_TOKEN_LOOKUP_PARTITION.pattern,
      from: (item, org) =>
        isSettings(item, org) && item.verifyTokenHash
          ? { items: [verifyTokenLookupKey(String(item.verifyTokenHash))] }
          : {},
    },
  ],
};
