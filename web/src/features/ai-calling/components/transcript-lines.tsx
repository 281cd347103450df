import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TranscriptLine } from '@salesflow/shared/ai-calls/demo-conversation';
import { speakerLabel } from '../utils/call-labels';

export interface TranscriptLinesProps {
  lines: TranscriptLine[];
  contactName: string | null;
  label: string;
}

/** Speaker-labelled lines: the AI on the left in the primary tint, the contact on the right. */
export const TranscriptLines = ({ lines, contactName, label }: TranscriptLinesProps) => (
  <Box component="ol" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {lines.map((line, index) => (
      <Box
        component="li"
        // biome-ignore lint/suspicious/noArrayIndexKey: the transcript grows at its end only
        key={index}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: line.speaker === 'ai' ? 'flex-start' : 'flex-end',
          mb: 1.25,
        }}
      >
        <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600 }}>
          {speakerLabel(line.speaker, contactName)}
        </Typography>
        <Box
          sx={(theme) => ({
            px: 1.5,
            py: 1,
            borderRadius: 2,
            maxWidth: '85%',
            bgcolor:
              line.speaker === 'ai' ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
            border: 1,
            borderColor: 'divider',
          })}
        >
          <Typography variant="body2">{line.message}</Typography>
        </Box>
      </Box>
    ))}
  </Box>
);
