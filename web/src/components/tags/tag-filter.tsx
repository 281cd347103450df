import TextField from '@mui/material/TextField';
import { tagField, tagKey } from '@salesflow/shared/contacts/contact-tags';
import { useState } from 'react';

export interface TagFilterProps {
  /** The tag filtered by, as the server keeps it (lower case). */
  value: string | undefined;
  onApply: (tag: string | undefined) => void;
  /** The field's width beside the other filters (full width on a phone where it wraps). */
  width?: number | { xs: string; sm: number };
}

/**
 * A list's tag filter (Contacts, Deals): one tag, any case, applied on Enter or leaving the
 * field; a tag the server would refuse (the shared `tagField`'s rules) shows its message and is
 * not sent.
 */
export const TagFilter = ({ value = '', onApply, width = 130 }: TagFilterProps) => {
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
    const checked = text ? tagField.safeParse(text) : null;
    const message = checked && !checked.success ? checked.error.issues[0]?.message : undefined;
    setProblem(message);
    if (message) return;
    const tag = checked?.success ? tagKey(checked.data) : undefined;
    if ((tag ?? '') === value) return;
    onApply(tag);
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
      sx={{ width }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { maxLength: 40 },
        formHelperText: { sx: { mx: 0, width: 'max-content', maxWidth: 280 } },
      }}
    />
  );
};
