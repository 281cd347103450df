import type { CustomFieldValues } from '@salesflow/shared/custom-fields/custom-values';
import { useCustomFields } from '../../../components/custom-fields/custom-fields-api';
import { shownCustomValues } from '../../../components/custom-fields/custom-value-text';
import { ContactDetail } from './contact-detail';

export interface ContactCustomValuesProps {
  values: CustomFieldValues | undefined;
}

/**
 * The contact's custom values, each under its field's label, in the fields' order: only those
 * set, and only for fields that still exist. The fields are read only for a contact with values.
 */
export const ContactCustomValues = ({ values }: ContactCustomValuesProps) => {
  const hasValues = Object.keys(values ?? {}).length > 0;
  const fields = useCustomFields('contact', { enabled: hasValues }).data ?? [];
  return (
    <>
      {shownCustomValues(fields, values).map(({ key, label, text }) => (
        <ContactDetail key={key} label={label} value={text} />
      ))}
    </>
  );
};
