import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { checkDealListParams } from '../utils/deal-list-params';

export interface DealTagFilterProps {
  /** The tag filtered by, as the server keeps it (lower case). */
  value: string | undefined;
  onApply: (tag: string | undefined) => void;
}

/**
 * One tag, any case, applied on Enter or leaving the field; a tag the server would refuse shows
 * its message (the shared `tagField`'s) and is not sent. A deals copy of the Contacts screen's
 * (features do not import each other).
 */
export const DealTagFilter = ({ value = '', onApply }: DealTagFilterProps) => {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
    setProblem(undefined);
  }
  const apply = () => {
    const text = draft.trim();
    const checked = checkDealListParams(text ? { tag: text } : {});
    setProblem(checked.problems.tag);
    if (checked.problems.tag || (checked.params.tag ?? '') === value) return;
    onApply(checked.params.tag);
  };
  return (
    <TextField
      size="small"
      label="Tag"
      value={draft}
      error={Boolean(problem)}
      helperText={problem}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      sx={{ width: { xs: '100%', sm: 130 } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { maxLength: 40 },
        formHelperText: { sx: { mx: 0, width: 'max-content', maxWidth: 280 } },
      }}
    />
  );
};
