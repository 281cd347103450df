import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AgentScripts } from '@salesflow/shared/ai-agent/ai-agent-templates';
import { TEMPLATE_PACKS } from '@salesflow/shared/ai-agent/ai-agent-templates';
import {
  createTrainingFileSchema,
  defaultContentType,
  trainingFileExtension,
} from '@salesflow/shared/ai-agent/training-files';
import type { ChangeEvent } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useTrainingFiles } from '../api/get-training-files';
import { TrainingUploadError, useUploadTrainingFile } from '../api/upload-training-file';
import { TrainingFileList } from './training-file-list';

const UPLOADS = [
  {
    id: 'audio',
    title: 'Call Recordings',
    button: 'Upload Audio',
    accept: '.mp3,.wav,audio/mpeg,audio/wav',
    hint: 'MP3 or WAV, up to 25 MB each. Recordings are kept for reference; they are not transcribed yet.',
  },
  {
    id: 'documents',
    title: 'Documents',
    button: 'Upload Documents',
    accept: '.pdf,.docx,.txt',
    hint: "PDF, DOCX or TXT, up to 10 MB each. Their text becomes the agent's knowledge.",
  },
] as const;

const GUIDELINES = [
  'Upload product sheets, price lists and FAQs: the agent answers from their text.',
  'Keep scripts short and natural; the agent adapts them to the conversation.',
  'Write objections the way your customers say them, with the answer you want given.',
  'Up to 20 files per organization; deleting a file removes its text from the agent at once.',
];

export interface AiAgentTrainingProps {
  canManage: boolean;
  /** A template button was pressed: its four scripts go into the form. */
  onTemplate: (scripts: AgentScripts, label: string) => void;
}

/** Training and knowledge base: uploads, the files, the template packs and guidelines. */
export const AiAgentTraining = ({ canManage, onTemplate }: AiAgentTrainingProps) => {
  const files = useTrainingFiles();
  const upload = useUploadTrainingFile();
  const toast = useToast();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of chosen) {
      const extension = trainingFileExtension(file.name);
      const checked = createTrainingFileSchema.safeParse({
        name: file.name,
        type: file.type || (extension ? defaultContentType(extension) : ''),
        size: file.size,
      });
      if (!checked.success) {
        toast({
          title: 'Upload Failed',
          description: `${file.name}: ${checked.error.issues[0]?.message ?? 'not a file we take'}`,
          variant: 'error',
        });
        continue;
      }
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        toast({
          title: 'Upload Failed',
          description: `${file.name}: ${
            error instanceof TrainingUploadError
              ? error.message
              : errorMessage(error, 'The file could not be uploaded')
          }`,
          variant: 'error',
        });
      }
    }
  };

  return (
    <Box>
      {canManage ? (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {UPLOADS.map((kind) => (
            <Grid key={kind.id} size={{ xs: 12, sm: 6 }}>
              <Typography variant="subtitle2">{kind.title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {kind.hint}
              </Typography>
              <Button
                component="label"
                variant="outlined"
                startIcon={<UploadFileIcon />}
                disabled={upload.isPending}
              >
                {upload.isPending ? 'Uploading...' : kind.button}
                <input
                  hidden
                  type="file"
                  multiple
                  accept={kind.accept}
                  aria-label={kind.button}
                  onChange={(event) => void choose(event)}
                />
              </Button>
            </Grid>
          ))}
        </Grid>
      ) : null}
      <Typography variant="subtitle2" gutterBottom>
        Uploaded Files
      </Typography>
      {files.isError ? (
        <Alert severity="error">The training files could not be loaded.</Alert>
      ) : (
        <TrainingFileList files={files.data ?? []} canManage={canManage} />
      )}
      {canManage ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2">Templates</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            A template fills the four scripts above; Save AI Settings keeps them.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {TEMPLATE_PACKS.map((pack) => (
              <Button
                key={pack.id}
                type="button"
                variant="outlined"
                onClick={() => onTemplate(pack.scripts, pack.label)}
              >
                {pack.label}
              </Button>
            ))}
          </Box>
        </Box>
      ) : null}
      <Box sx={{ mt: 3 }}>
        <Typography variant="subtitle2">Guidelines</Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {GUIDELINES.map((line) => (
            <Typography key={line} component="li" variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
};
