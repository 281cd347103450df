import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useContactOptions } from '../api/search-contacts';
import type { ContactOption } from '../hooks/use-deal-form';
import { useDealRules } from '../hooks/use-deal-rules';
import { contactOptionLabel, TEAMMATES_LEAD } from '../utils/deal-labels';

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
  const { mayLink } = useDealRules();
  const options = useMemo(() => {
    const found: ContactOption[] = (query.data?.items ?? []).map(
      ({ id, name, company, assignedTo, ownerId }) => ({
        id,
        name,
        company,
        holding: { assignedTo, ownerId },
      }),
    );
    // The chosen contact stays a choice even when the current search does not find it.
    return value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  }, [query.data, value]);
  // The deal's own contact stays a choice; another needs to be a lead the user may change.
  const linkable = (option: ContactOption) =>
    option.id === value?.id || !option.holding || mayLink(option.holding);

  return (
    <Autocomplete
      id="deal-contact"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => {
        if (!next || linkable(next)) onChange(next);
      }}
      // Only what the user types is a search; the chosen contact's label is not.
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      options={options}
      getOptionLabel={contactOptionLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => all}
      // A teammate's lead (for a member) is listed, so a search finds it, but cannot be chosen:
      // the server would refuse a deal on it.
      getOptionDisabled={(option) => !linkable(option)}
      renderOption={({ key: _key, ...props }, option) => (
        <li {...props} key={option.id}>
          {contactOptionLabel(option)}
          {linkable(option) ? null : (
            <>
              {' '}
              <Typography
                component="span"
                variant="caption"
                color="textSecondary"
                sx={{ ml: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {TEAMMATES_LEAD}
              </Typography>
            </>
          )}
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
