import Alert from '@mui/material/Alert';
import type { CustomField, CustomFieldEntity } from '@salesflow/shared/custom-fields/custom-field';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  customFieldsQueryOptions,
  useCustomFieldChanges,
} from '../../../components/custom-fields/custom-fields-api';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import type { SettingsPanelProps } from '../types/settings-viewer';
import { CustomFieldDialog } from './custom-field-dialog';
import { CustomFieldSection } from './custom-field-section';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

export const READ_ONLY_NOTE = 'Only admins and the owner can add, change or delete custom fields.';

const SECTIONS: readonly { entity: CustomFieldEntity; title: string }[] = [
  { entity: 'contact', title: 'Contact fields' },
  { entity: 'deal', title: 'Deal fields' },
];

/**
 * Settings → Custom Fields: the organization's own fields on contacts and deals. Everyone sees
 * them; admins and the owner add them and change their labels and choices (the server refuses
 * anyone else).
 */
export const CustomFieldsPanel = ({ viewer }: SettingsPanelProps) => {
  const query = useQuery(customFieldsQueryOptions());
  const { remove } = useCustomFieldChanges();
  const toast = useToast();
  const [editing, setEditing] = useState<{
    entity: CustomFieldEntity;
    field: CustomField | null;
  } | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const mayManage = viewer.mayManageCustomFields;
  const fields = query.data ?? [];
  const ofKind = (entity: CustomFieldEntity) => fields.filter((field) => field.entity === entity);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Field deleted', variant: 'success' });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: 'Field not deleted',
          description: errorMessage(error, 'Please try again.'),
          variant: 'error',
        }),
    });
  };
  return (
    <SettingsCard
      title="Custom Fields"
      subheader="Your organization's own fields on contacts and deals, filled in on their forms and shown on their details."
    >
      {mayManage ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {READ_ONLY_NOTE}
        </Alert>
      )}
      {query.isPending ? <SettingsSkeleton /> : null}
      {query.isError ? <SettingsLoadError onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess
        ? SECTIONS.map(({ entity, title }) => (
            <CustomFieldSection
              key={entity}
              entity={entity}
              title={title}
              fields={ofKind(entity)}
              mayManage={mayManage}
              onAdd={() => setEditing({ entity, field: null })}
              onEdit={(field) => setEditing({ entity, field })}
              onDelete={setDeleting}
            />
          ))
        : null}
      <CustomFieldDialog
        open={editing !== null}
        entity={editing?.entity ?? 'contact'}
        field={editing?.field ?? null}
        count={editing ? ofKind(editing.entity).length : 0}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete field"
        message={`Delete the field ${deleting?.label ?? ''}? Its values are no longer shown.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </SettingsCard>
  );
};
