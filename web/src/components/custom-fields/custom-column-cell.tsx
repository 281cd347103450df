import TableCell from '@mui/material/TableCell';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import type { CustomFieldValue } from '@salesflow/shared/custom-fields/custom-values';
import { MutedText } from '../muted-text';
import { customColumnText } from './custom-column-text';

/** The widest a custom field's column is drawn, padding included, in px. */
export const CUSTOM_COLUMN_WIDTH = 150;

/** Cut with an ellipsis at the column's width, the whole text in its title. */
const cutSx = {
  maxWidth: CUSTOM_COLUMN_WIDTH,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

export interface CustomColumnHeaderProps {
  field: Pick<CustomField, 'label'>;
}

/** A custom field's column header: the field's label. */
export const CustomColumnHeader = ({ field }: CustomColumnHeaderProps) => (
  <TableCell sx={cutSx} title={field.label}>
    {field.label}
  </TableCell>
);

export interface CustomColumnCellProps {
  field: Pick<CustomField, 'type'>;
  value: CustomFieldValue | undefined;
}

/** A record's value of a custom field, shown by the field's type (a dash when not set). */
export const CustomColumnCell = ({ field, value }: CustomColumnCellProps) => {
  const text = customColumnText(field, value);
  return (
    <TableCell sx={cutSx} title={text ?? undefined}>
      {text ?? <MutedText>—</MutedText>}
    </TableCell>
  );
};
