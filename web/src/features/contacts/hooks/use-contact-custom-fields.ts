import { useState } from 'react';
import { useCustomFields } from '../../../components/custom-fields/custom-fields-api';

/**
 * The organization's contact fields, for the list's custom columns and filters. Read (once a
 * session, see custom-fields-api.ts) only when the list needs them: its address names a custom
 * column or filter (`needed`), or the column chooser or the custom filter is opened (`load`).
 */
export const useContactCustomFields = (needed: boolean) => {
  const [asked, setAsked] = useState(false);
  const query = useCustomFields('contact', { enabled: needed || asked });
  return {
    /** Undefined until read. */
    fields: query.data,
    loading: query.isLoading,
    failed: query.isError,
    load: () => setAsked(true),
  };
};

export type ContactCustomFieldsState = ReturnType<typeof useContactCustomFields>;
