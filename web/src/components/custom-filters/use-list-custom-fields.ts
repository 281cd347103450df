import type { CustomFieldEntity } from '@salesflow/shared/custom-fields/custom-field';
import { useState } from 'react';
import { useCustomFields } from '../custom-fields/custom-fields-api';

/**
 * The organization's fields of `entity` records, for a list's custom columns and filters. Read
 * (once a session, see custom-fields-api.ts) only when the list needs them: its address names a
 * custom column or filter (`needed`), or the column chooser or the custom filter is opened (`load`).
 */
export const useListCustomFields = (entity: CustomFieldEntity, needed: boolean) => {
  const [asked, setAsked] = useState(false);
  const query = useCustomFields(entity, { enabled: needed || asked });
  return {
    entity,
    /** Undefined until read. */
    fields: query.data,
    loading: query.isLoading,
    failed: query.isError,
    load: () => setAsked(true),
  };
};

export type ListCustomFieldsState = ReturnType<typeof useListCustomFields>;
