import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { localIsoDate } from '@salesflow/shared/dates/format-date';
import { DEAL_STAGES, type DealStage } from '@salesflow/shared/deals/deal.schema';
import { CustomFieldsSection } from '../../../components/custom-fields/custom-fields-section';
import { TagsField } from '../../../components/tags/tags-field';
import { bindFormFields, type FormFieldsProps } from '../../../lib/form-fields';
import { type DealFormValues, parseProbability } from '../hooks/use-deal-form';
import { stageLabel } from '../utils/deal-labels';
import { ContactAutocomplete } from './contact-autocomplete';

export type DealFormFieldsProps = FormFieldsProps<DealFormValues>;

export const DealFormFields = (props: DealFormFieldsProps) => {
  const { values, errors, disabled, onChange } = props;
  const { field, text } = bindFormFields('deal', props);
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={12}>
          <ContactAutocomplete
            value={values.contact}
            onChange={(contact) => onChange('contact', contact)}
            error={errors.contact}
            disabled={disabled}
          />
        </Grid>
        <Grid size={12}>
          <TextField {...text('title', 'Title')} required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...text('value', 'Value')}
            type="number"
            placeholder="0.00"
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('stage', 'Stage')}
            select
            value={values.stage}
            onChange={(event) => onChange('stage', event.target.value as DealStage)}
          >
            {DEAL_STAGES.map((stage) => (
              <MenuItem key={stage} value={stage}>
                {stageLabel(stage)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('probability', 'Probability (%)')}
            type="number"
            value={String(values.probability)}
            onChange={(event) => onChange('probability', parseProbability(event.target.value))}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {/* Past dates are disabled in the picker; an existing past date still shows and saves. */}
          <TextField
            {...text('expectedCloseDate', 'Expected Close Date')}
            type="date"
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: localIsoDate(new Date()) },
            }}
          />
        </Grid>
        <Grid size={12}>
          <TagsField
            id="deal-tags"
            value={values.tags}
            onChange={(tags) => onChange('tags', tags)}
            error={errors.tags}
            disabled={disabled}
          />
        </Grid>
        <Grid size={12}>
          <TextField {...text('description', 'Description')} multiline minRows={3} />
        </Grid>
      </Grid>
      <CustomFieldsSection {...props} entity="deal" />
    </>
  );
};
