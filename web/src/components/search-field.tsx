import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export interface SearchFieldProps {
  /** The accessible name, as in "Search contacts"; the placeholder adds an ellipsis. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** A list's search box (the list debounces what is typed; see `useAddressSearch`). */
export const SearchField = ({ label, value, onChange, sx }: SearchFieldProps) => (
  <TextField
    type="search"
    size="small"
    placeholder={`${label}...`}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={sx}
    slotProps={{
      // `/` focuses it (app/shell/keyboard-shortcuts.tsx).
      htmlInput: { 'aria-label': label, maxLength: 200, 'data-shortcut': 'search' },
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);
