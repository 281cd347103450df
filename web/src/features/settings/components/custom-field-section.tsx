import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  CUSTOM_FIELD_LIMITS,
  type CustomField,
  type CustomFieldEntity,
} from '@salesflow/shared/custom-fields/custom-field';
import { CUSTOM_FIELD_TYPE_LABELS } from '../utils/custom-field-labels';

export interface CustomFieldSectionProps {
  entity: CustomFieldEntity;
  /** "Contact fields" */
  title: string;
  fields: readonly CustomField[];
  /** Add, Edit and Delete (admins and the owner); without it the list is read-only. */
  mayManage: boolean;
  onAdd: () => void;
  onEdit: (field: CustomField) => void;
  onDelete: (field: CustomField) => void;
}

/** One kind's fields: label, key, type and a choice list's options, in the order made. */
export const CustomFieldSection = ({
  entity,
  title,
  fields,
  mayManage,
  onAdd,
  onEdit,
  onDelete,
}: CustomFieldSectionProps) => {
  const full = fields.length >= CUSTOM_FIELD_LIMITS.perEntity;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {fields.length === 0 ? (
        <Typography color="textSecondary" sx={{ my: 1.5 }}>
          No {entity} fields yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
          {fields.map((field) => (
            <Box
              component="li"
              key={field.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{field.label}</Typography>
                <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-word' }}>
                  <Box component="code" sx={{ fontFamily: 'monospace' }}>
                    {field.key}
                  </Box>
                  {` · ${CUSTOM_FIELD_TYPE_LABELS[field.type]}`}
                  {field.type === 'select' ? `: ${field.options.join(', ')}` : ''}
                </Typography>
              </Box>
              {mayManage ? (
                <>
                  <Button
                    size="small"
                    onClick={() => onEdit(field)}
                    aria-label={`Edit ${field.label}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(field)}
                    aria-label={`Delete ${field.label}`}
                  >
                    Delete
                  </Button>
                </>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
      {mayManage ? (
        <>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={onAdd}
            disabled={full}
            aria-label={`Add ${entity} field`}
          >
            Add field
          </Button>
          {full ? (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {`At most ${CUSTOM_FIELD_LIMITS.perEntity} ${entity} fields: delete one to add another.`}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Box>
  );
};
