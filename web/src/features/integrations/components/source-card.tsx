import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../../components/copy-button/copy-button';
import type { SourceGuide } from '../utils/source-guides';
import { ToneBadge } from './tone-badge';

export interface SourceCardProps {
  guide: SourceGuide;
  url: string;
}

/** One lead source: what it is, its numbered setup steps, its URL to copy, a Ready badge. */
export const SourceCard = ({ guide, url }: SourceCardProps) => {
  const titleId = `source-${guide.source}`;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {guide.title}
          </Typography>
          <ToneBadge label="Ready" tone="success" />
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {guide.description}
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, my: 0, mb: 2 }}>
          {guide.steps.map((step) => (
            <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            label="Webhook URL"
            value={url}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          />
          <CopyButton label={`${guide.title} URL`} text={url} />
        </Box>
      </CardContent>
    </Card>
  );
};
