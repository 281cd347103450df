import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EmailTemplate } from '@salesflow/shared/emails/email-templates';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  useEmailTemplateChanges,
  useEmailTemplates,
} from '../../../components/email-templates/email-templates-api';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { EmailTemplateDialog } from './email-template-dialog';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/**
 * Settings → Email Templates: the organization's templates for Compose Email (the built-in
 * follow-up is always there too). Managers and admins write them; the server refuses anyone else.
 */
export const EmailTemplatesPanel = () => {
  const query = useEmailTemplates();
  const { remove } = useEmailTemplateChanges();
  const toast = useToast();
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const templates = query.data?.items ?? [];
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Template deleted', variant: 'success' });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: 'Template not deleted',
          description: errorMessage(error, 'Please try again.'),
          variant: 'error',
        }),
    });
  };
  return (
    <SettingsCard
      title="Email Templates"
      subheader="Emails your team starts from in Compose Email, filled for each contact. Managers and admins write them; everyone uses them."
    >
      {query.isPending ? <SettingsSkeleton /> : null}
      {query.isError ? <SettingsLoadError onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess ? (
        <>
          {templates.length === 0 ? (
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              No templates yet. Compose Email offers the built-in follow-up until you add one.
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Email templates"
              sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}
            >
              {templates.map((template) => (
                <Box
                  component="li"
                  key={template.id}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    py: 1.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{template.name}</Typography>
                    <Typography variant="body2" color="textSecondary" noWrap>
                      {template.subject}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    onClick={() => setEditing(template)}
                    aria-label={`Edit ${template.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(template)}
                    aria-label={`Delete ${template.name}`}
                  >
                    Delete
                  </Button>
                </Box>
              ))}
            </Box>
          )}
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add template
          </Button>
        </>
      ) : null}
      <EmailTemplateDialog
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete template"
        message={`Delete the template "${deleting?.name ?? ''}"? Emails sent from it stay as they were sent.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </SettingsCard>
  );
};
