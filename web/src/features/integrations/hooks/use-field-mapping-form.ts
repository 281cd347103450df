import type { LeadField } from '@salesflow/shared/lead-capture/integration-settings.schema';

/** A lead field, or a contact custom field (`cf.<key>`). */
export type MappingTarget = LeadField | `cf.${string}`;

import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSaveFieldMapping } from '../api/save-field-mapping';

export interface MappingRow {
  key: number;
  from: string;
  to: MappingTarget;
}

let lastKey = 0;
/** A key for a new row, so React keeps each row's inputs while others are removed. */
const rowKey = () => {
  lastKey += 1;
  return lastKey;
};
const rowsOf = (mapping: Record<string, MappingTarget>): MappingRow[] =>
  Object.entries(mapping).map(([from, to]) => ({ key: rowKey(), from, to }));

/** The rows of a source's mapping being edited, and their save. */
export const useFieldMappingForm = (
  source: WebhookSource,
  saved: Record<string, MappingTarget>,
) => {
  const [rows, setRows] = useState<MappingRow[]>(() => rowsOf(saved));
  const save = useSaveFieldMapping();
  const toast = useToast();

  const change = (key: number, patch: Partial<MappingRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => setRows((current) => [...current, { key: rowKey(), from: '', to: 'name' }]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const submit = () => {
    const mapping = Object.fromEntries(
      rows.filter((row) => row.from.trim()).map((row) => [row.from.trim(), row.to]),
    );
    save.mutate(
      { source, mapping },
      {
        onSuccess: () =>
          toast({
            title: 'Field mapping saved',
            description: 'New leads from this source use it.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to save the field mapping'),
            variant: 'error',
          }),
      },
    );
  };

  return { rows, change, add, remove, submit, pending: save.isPending };
};
