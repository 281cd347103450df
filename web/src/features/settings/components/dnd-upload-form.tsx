import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { type DndUploadResult, useUploadDndNumbers } from '../api/upload-dnd-numbers';
import { localToday, uploadResultText } from '../utils/dnd-labels';

interface ChosenFile {
  name: string;
  text: string;
}

/**
 * An NCPR scrub's numbers: a CSV file read in the browser, or numbers pasted one a line, with the
 * day of the scrub. Sent in parts, so the progress shows while a big scrub goes up.
 */
export const DndUploadForm = () => {
  const today = localToday();
  const upload = useUploadDndNumbers();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [pasted, setPasted] = useState('');
  const [scrubbedOn, setScrubbedOn] = useState(today);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [result, setResult] = useState<DndUploadResult | null>(null);
  const dateError =
    scrubbedOn === ''
      ? 'Enter the day of the scrub'
      : scrubbedOn > today
        ? 'Not in the future'
        : null;
  const text = file?.text ?? pasted;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) setFile({ name: chosen.name, text: await chosen.text() });
  };

  const send = () => {
    setResult(null);
    setProgress(null);
    upload.mutate(
      { scrubbedOn, text, onProgress: (sent, total) => setProgress({ sent, total }) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setFile(null);
          setPasted('');
        },
      },
    );
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          disabled={upload.isPending}
        >
          Choose CSV file
          <input type="file" accept=".csv,.txt,text/csv,text/plain" hidden onChange={choose} />
        </Button>
        {file ? (
          <>
            <Typography variant="body2" noWrap title={file.name} sx={{ minWidth: 0 }}>
              {file.name}
            </Typography>
            <Button size="small" onClick={() => setFile(null)} disabled={upload.isPending}>
              Clear
            </Button>
          </>
        ) : null}
      </Box>
      {file ? null : (
        <TextField
          id="dnd-pasted-numbers"
          label="Or paste numbers"
          placeholder={'+91 98765 43210\n9876543211'}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          disabled={upload.isPending}
          helperText="One a line"
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          sx={{ mb: 2 }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <TextField
          id="dnd-scrubbed-on"
          label="Scrub date"
          type="date"
          value={scrubbedOn}
          onChange={(event) => setScrubbedOn(event.target.value)}
          disabled={upload.isPending}
          error={Boolean(dateError)}
          helperText={dateError ?? 'The day you scrubbed the numbers'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <Button
          variant="contained"
          onClick={send}
          disabled={text.trim() === '' || Boolean(dateError)}
          loading={upload.isPending}
          sx={{ mt: 1 }}
        >
          Upload numbers
        </Button>
      </Box>
      {upload.isPending && progress ? (
        <Box sx={{ mt: 2 }} aria-live="polite">
          <LinearProgress
            variant="determinate"
            value={(progress.sent / progress.total) * 100}
            aria-label="Upload progress"
          />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            Sent {progress.sent.toLocaleString('en-US')} of {progress.total.toLocaleString('en-US')}{' '}
            numbers
          </Typography>
        </Box>
      ) : null}
      {result ? (
        <Alert severity={result.invalidCount > 0 ? 'warning' : 'success'} sx={{ mt: 2 }}>
          {uploadResultText(result)}
        </Alert>
      ) : null}
      {upload.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(upload.error, 'The numbers could not be uploaded.')}
          {progress
            ? ` ${progress.sent.toLocaleString('en-US')} numbers were saved before it stopped.`
            : ''}
        </Alert>
      ) : null}
    </Box>
  );
};
