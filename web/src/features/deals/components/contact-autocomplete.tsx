import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useContactOptions } from '../api/search-contacts';
import type { ContactOption } from '../hooks/use-deal-form';
import { contactOptionLabel } from '../utils/deal-labels';

export interface ContactAutocompleteProps {
  value: ContactOption | null;
  onChange: (value: ContactOption | null) => void;
  error: string | undefined;
  disabled: boolean;
}

/**
 * The deal's contact, optional. An organization may hold 100,000 contacts, so the choices are a
 * server search of what is typed (20 at a time), fetched only while the list is open.
 */
export const ContactAutocomplete = ({
  value,
  onChange,
  error,
  disabled,
}: ContactAutocompleteProps) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const query = useContactOptions(search, open);
  const options = useMemo(() => {
    const found: ContactOption[] = (query.data?.items ?? []).map(({ id, name, company }) => ({
      id,
      name,
      company,
    }));
    // The chosen contact stays a choice even when the current search does not find it.
    return value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  }, [query.data, value]);

  return (
    <Autocomplete
      id="deal-contact"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      // Only what the user types is a search; the chosen contact's label is not.
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      options={options}
      getOptionLabel={contactOptionLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => all}
      renderOption={({ key: _key, ...props }, option) => (
        <li {...props} key={option.id}>
          {contactOptionLabel(option)}
        </li>
      )}
      loading={query.isFetching}
      loadingText="Searching contacts..."
      noOptionsText={query.isError ? 'Failed to load contacts.' : 'No contacts found'}
      disabled={disabled}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label="Contact"
          placeholder="Search contacts by name or company"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
};
