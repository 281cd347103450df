import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAD_FIELDS } from '@salesflow/shared/lead-capture/integration-settings.schema';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { useCustomFields } from '../../../components/custom-fields/custom-fields-api';
import { type MappingTarget, useFieldMappingForm } from '../hooks/use-field-mapping-form';

export interface FieldMappingFormProps {
  source: WebhookSource;
  mapping: Record<string, MappingTarget>;
  canManage: boolean;
}

/** Each of the sender's field names and the lead field it holds; admins change them. */
export const FieldMappingForm = ({ source, mapping, canManage }: FieldMappingFormProps) => {
  const form = useFieldMappingForm(source, mapping);
  // The organization's contact custom fields: a sender's field may fill one.
  const customFields = useCustomFields('contact').data ?? [];
  if (!canManage && form.rows.length === 0) {
    return (
      <Typography color="textSecondary">
        No mapping: field names are recognised automatically
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {form.rows.map((row, index) => (
        <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label={`Sender's field ${index + 1}`}
            value={row.from}
            size="small"
            onChange={(event) => form.change(row.key, { from: event.target.value })}
            slotProps={{ htmlInput: { readOnly: !canManage, maxLength: 200 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label={`Lead field ${index + 1}`}
            value={row.to}
            size="small"
            disabled={!canManage}
            onChange={(event) => form.change(row.key, { to: event.target.value as MappingTarget })}
            sx={{ width: 180 }}
          >
            {LEAD_FIELDS.map((field) => (
              <MenuItem key={field} value={field}>
                {field}
              </MenuItem>
            ))}
            {customFields.map((field) => (
              <MenuItem key={field.key} value={`cf.${field.key}`}>
                {field.label}
              </MenuItem>
            ))}
            {row.to.startsWith('cf.') &&
            !customFields.some((field) => `cf.${field.key}` === row.to) ? (
              <MenuItem value={row.to}>{row.to}</MenuItem>
            ) : null}
          </TextField>
          {canManage ? (
            <IconButton
              aria-label={`Remove field ${index + 1}`}
              onClick={() => form.remove(row.key)}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          ) : null}
        </Box>
      ))}
      {canManage ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={form.add}>Add Field</Button>
          <Button variant="contained" onClick={form.submit} disabled={form.pending}>
            {form.pending ? 'Saving...' : 'Save Mapping'}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
};
