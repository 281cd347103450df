import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';

const AT = '2026-11-01T00:00:00.000Z';

/** A deal custom field as GET /api/custom-fields answers it (a select has Direct and Partner). */
export const dealField = (key: string, label: string, type: CustomField['type']) =>
  ({
    id: `deal.${key}`,
    entity: 'deal',
    key,
    label,
    type,
    options: type === 'select' ? ['Direct', 'Partner'] : [],
    createdAt: AT,
    updatedAt: AT,
  }) satisfies CustomField;

export const CHANNEL = dealField('channel', 'Channel', 'select');
export const RENEWAL = dealField('renewal', 'Renewal date', 'date');
export const PRIORITY = dealField('priority', 'Priority', 'checkbox');
export const SEATS = dealField('seats', 'Seats', 'number');
export const PO = dealField('po', 'PO number', 'text');

/** The organization's fields: the deals' and one contact field the deals list never offers. */
export const ORGANIZATION_FIELDS: CustomField[] = [
  CHANNEL,
  RENEWAL,
  PRIORITY,
  SEATS,
  PO,
  { ...dealField('region', 'Region', 'text'), id: 'contact.region', entity: 'contact' },
];
