import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';

const AT = '2026-11-01T00:00:00.000Z';

/** A contact custom field as GET /api/custom-fields answers it (a select has North and South). */
export const contactField = (key: string, label: string, type: CustomField['type']) =>
  ({
    id: `contact.${key}`,
    entity: 'contact',
    key,
    label,
    type,
    options: type === 'select' ? ['North', 'South'] : [],
    createdAt: AT,
    updatedAt: AT,
  }) satisfies CustomField;

export const REGION = contactField('region', 'Region', 'select');
export const RENEWAL = contactField('renewal', 'Renewal date', 'date');
export const VIP = contactField('vip', 'VIP', 'checkbox');
export const SEATS = contactField('seats', 'Seats', 'number');
export const GST = contactField('gst', 'GST number', 'text');
export const INDUSTRY = contactField('industry', 'Industry', 'text');

/** The organization's fields: the contacts' and one deal field the contacts list never offers. */
export const ORGANIZATION_FIELDS: CustomField[] = [
  REGION,
  RENEWAL,
  VIP,
  SEATS,
  GST,
  INDUSTRY,
  { ...contactField('stage_owner', 'Stage owner', 'text'), id: 'deal.stage_owner', entity: 'deal' },
];
