import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export interface ContactsSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export const ContactsSearch = ({ value, onChange }: ContactsSearchProps) => (
  <TextField
    type="search"
    size="small"
    placeholder="Search contacts..."
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ width: { xs: '100%', sm: 360 } }}
    slotProps={{
      htmlInput: { 'aria-label': 'Search contacts', maxLength: 200 },
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
