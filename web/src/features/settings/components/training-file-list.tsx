import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type {
  TrainingFileStatus,
  TrainingFileView,
} from '@salesflow/shared/ai-agent/training-files';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteTrainingFile } from '../api/delete-training-file';
import { fileSizeLabel } from '../utils/ai-agent-labels';
import { SettingsBadge, type SettingsBadgeTone } from './settings-badge';

const STATUS: Record<TrainingFileStatus, { label: string; tone: SettingsBadgeTone }> = {
  uploaded: { label: 'Uploaded', tone: 'default' },
  processing: { label: 'Processing', tone: 'info' },
  ready: { label: 'Ready', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
};

const detailOf = (file: TrainingFileView) => {
  const parts = [
    file.kind === 'audio' ? 'Recording' : 'Document',
    fileSizeLabel(file.size),
    new Date(file.uploadedAt).toLocaleDateString(),
  ];
  if (file.status === 'ready') {
    parts.push(`${file.extractedChars.toLocaleString()} characters of knowledge`);
  }
  if (file.kind === 'audio') parts.push('kept for reference, not transcribed yet');
  return parts.join(' · ');
};

export interface TrainingFileListProps {
  files: readonly TrainingFileView[];
  canManage: boolean;
}

/** The uploaded files with their status; admins may delete one (and its knowledge). */
export const TrainingFileList = ({ files, canManage }: TrainingFileListProps) => {
  const [deleting, setDeleting] = useState<TrainingFileView | null>(null);
  const remove = useDeleteTrainingFile();
  const toast = useToast();
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No training files yet.
      </Typography>
    );
  }
  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete the training file'),
          variant: 'error',
        });
      },
    });
  };
  return (
    <>
      {/* Plain boxes rather than MUI's List: the dashboard shares List's chunk, and its first
          screen has no room for the split that sharing it here would cause. */}
      <Box component="ul" aria-label="Training files" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {files.map((file) => (
          <Box
            component="li"
            key={file.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" component="div">
                {file.name}
                <SettingsBadge {...STATUS[file.status]} />
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {detailOf(file)}
              </Typography>
              {file.error ? (
                <Typography variant="caption" color="error" component="div">
                  {file.error}
                </Typography>
              ) : null}
            </Box>
            {canManage ? (
              <IconButton aria-label={`Delete ${file.name}`} onClick={() => setDeleting(file)}>
                <DeleteOutlinedIcon />
              </IconButton>
            ) : null}
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete training file"
        message={`Delete ${deleting?.name ?? 'this file'}?`}
        detail="The agent stops using its text at once."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
