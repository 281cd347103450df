import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TAG_LIMITS } from '@salesflow/shared/contacts/contact-tags';
import { tagKey } from '@salesflow/shared/contacts/tag-key';
import { useState } from 'react';
import { tagColor } from './tag-color';

export interface TagsFieldProps {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Adds a typed tag unless the record has it already (in any case). */
const withTag = (tags: readonly string[], typed: string): string[] => {
  const tag = typed.trim().replace(/\s+/g, ' ');
  if (!tag || tags.some((t) => tagKey(t) === tagKey(tag))) return [...tags];
  return [...tags, tag];
};

/**
 * A record's tags: type one and press Enter or a comma to add it (or leave the field), a chip's ×
 * or Backspace in the empty field to take one off. The server's rules check them on save (the
 * message shows under the field). Plain chips and a text field: no autocomplete code in the form.
 */
export const TagsField = ({ id, value, onChange, error, disabled }: TagsFieldProps) => {
  const [typed, setTyped] = useState('');
  const add = (text: string) => {
    const next = text.split(',').reduce(withTag, [...value]);
    if (next.length !== value.length) onChange(next);
    setTyped('');
  };
  return (
    <Stack spacing={1}>
      {value.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Tags">
          {value.map((tag) => (
            <Chip
              key={tag}
              label={tag}
              size="small"
              disabled={disabled}
              sx={{ bgcolor: tagColor(tag), color: '#0f172a' }}
              onDelete={() => onChange(value.filter((t) => t !== tag))}
            />
          ))}
        </Stack>
      )}
      <TextField
        id={id}
        label="Tags"
        fullWidth
        value={typed}
        disabled={disabled}
        placeholder="Type a tag and press Enter"
        error={Boolean(error)}
        helperText={error ?? `Up to ${TAG_LIMITS.perRecord}, like VIP or Trade fair`}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) {
            const parts = text.split(',');
            const rest = parts.pop() ?? '';
            onChange(parts.reduce(withTag, [...value]));
            setTyped(rest);
          } else {
            setTyped(text);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && typed.trim()) {
            // Enter adds the tag; it does not send the form.
            event.preventDefault();
            add(typed);
          } else if (event.key === 'Backspace' && !typed && value.length) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => {
          if (typed.trim()) add(typed);
        }}
      />
    </Stack>
  );
};
