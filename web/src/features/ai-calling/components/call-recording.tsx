import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** `?download=1` on the recording's address: the same audio, saved as a file. */
const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

/**
 * A call's recording: the player, whose source answers the audio itself (a redirect to a
 * short-lived link), and a link that saves it as a file.
 */
export const CallRecording = ({ url }: { url: string }) => (
  <Box sx={{ mt: 2 }}>
    <Typography variant="subtitle2" component="h3" gutterBottom>
      Recording
    </Typography>
    {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the caption */}
    <audio controls preload="metadata" src={url} style={{ width: '100%' }} />
    <Link href={downloadUrl(url)} download variant="body2">
      Download the recording
    </Link>
  </Box>
);
