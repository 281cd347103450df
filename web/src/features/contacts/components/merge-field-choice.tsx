import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { DuplicateMergeSide } from '@salesflow/shared/contacts/duplicate-merge';
import { useId } from 'react';

export interface MergeFieldChoiceProps {
  label: string;
  /** The kept contact's value and the other's, as shown ("—" for none). */
  values: Record<DuplicateMergeSide, string>;
  side: DuplicateMergeSide;
  disabled: boolean;
  onChange: (side: DuplicateMergeSide) => void;
}

const SIDES: DuplicateMergeSide[] = ['this', 'other'];

/** One field on which the two contacts differ: whose value the merged contact keeps. */
export const MergeFieldChoice = ({
  label,
  values,
  side,
  disabled,
  onChange,
}: MergeFieldChoiceProps) => {
  const labelId = useId();
  return (
    <FormControl disabled={disabled} fullWidth sx={{ py: 1 }}>
      <FormLabel id={labelId} sx={{ fontWeight: 600, color: 'text.primary', fontSize: 14 }}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={side}
        onChange={(event) => onChange(event.target.value as DuplicateMergeSide)}
        // The two values under the two contacts' columns.
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}
      >
        {SIDES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            sx={{ minWidth: 0, mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Typography
                variant="body2"
                title={values[option]}
                sx={{
                  pt: 0.75,
                  wordBreak: 'break-word',
                  // Notes can be long: three lines, the whole text on hover.
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {values[option]}
              </Typography>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
