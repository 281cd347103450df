import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { TAG_LIMITS, tagKey } from '@salesflow/shared/contacts/contact-tags';
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
 * A record's tags: type one and press Enter or a comma to add it, Backspace or a chip's × to take
 * one off. The server's rules check them on save (the message shows under the field).
 */
export const TagsField = ({ id, value, onChange, error, disabled }: TagsFieldProps) => {
  const [typed, setTyped] = useState('');
  return (
    <Autocomplete
      multiple
      freeSolo
      id={id}
      options={[] as string[]}
      value={[...value]}
      inputValue={typed}
      disabled={disabled}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' && next.includes(',')) {
          const parts = next.split(',');
          const rest = parts.pop() ?? '';
          onChange(parts.reduce(withTag, [...value]));
          setTyped(rest);
          return;
        }
        setTyped(next);
      }}
      onChange={(_, next) => {
        onChange(next.reduce<string[]>((tags, tag) => withTag(tags, String(tag)), []));
        setTyped('');
      }}
      onBlur={() => {
        if (typed.trim()) onChange(withTag(value, typed));
        setTyped('');
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={tag}
              size="small"
              sx={{ bgcolor: tagColor(String(tag)), color: '#0f172a' }}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags"
          placeholder={value.length ? '' : 'Type a tag and press Enter'}
          error={Boolean(error)}
          helperText={error ?? `Up to ${TAG_LIMITS.perRecord}, like VIP or Trade fair`}
        />
      )}
    />
  );
};
