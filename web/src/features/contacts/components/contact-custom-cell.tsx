import TableCell from '@mui/material/TableCell';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import type { CustomFieldValue } from '@salesflow/shared/custom-fields/custom-values';
import { MutedText } from '../../../components/muted-text';
import { CUSTOM_COLUMN_WIDTH } from '../utils/contact-columns';
import { customColumnText } from '../utils/custom-column-text';

/** Cut with an ellipsis at the column's width, the whole text in its title. */
const cutSx = {
  maxWidth: CUSTOM_COLUMN_WIDTH,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

export interface ContactCustomHeaderProps {
  field: Pick<CustomField, 'label'>;
}

/** A custom field's column header: the field's label. */
export const ContactCustomHeader = ({ field }: ContactCustomHeaderProps) => (
  <TableCell sx={cutSx} title={field.label}>
    {field.label}
  </TableCell>
);

export interface ContactCustomCellProps {
  field: Pick<CustomField, 'type'>;
  value: CustomFieldValue | undefined;
}

/** A contact's value of a custom field, shown by the field's type (a dash when not set). */
export const ContactCustomCell = ({ field, value }: ContactCustomCellProps) => {
  const text = customColumnText(field, value);
  return (
    <TableCell sx={cutSx} title={text ?? undefined}>
      {text ?? <MutedText>—</MutedText>}
    </TableCell>
  );
};
