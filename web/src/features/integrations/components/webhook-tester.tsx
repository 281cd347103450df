import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { type TesterField, useWebhookTester } from '../hooks/use-webhook-tester';
import { TESTER_ENDPOINTS } from '../utils/source-guides';

const FIELDS: readonly { field: TesterField; label: string; multiline?: boolean }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'phone', label: 'Phone' },
  { field: 'company', label: 'Company' },
  { field: 'message', label: 'Message', multiline: true },
];

/** Test Integration: sends a real lead to the chosen webhook, as a form tool would. */
export const WebhookTester = ({ urls }: { urls: Partial<Record<WebhookSource, string>> }) => {
  const tester = useWebhookTester(urls);
  return (
    <Card component="section" aria-labelledby="webhook-tester-title" sx={{ mb: 3 }}>
      <CardHeader
        title="Test Integration"
        subheader="Send a sample lead through a webhook and see it arrive"
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'webhook-tester-title' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <TextField
          select
          label="Webhook Endpoint"
          value={tester.source}
          onChange={(event) => tester.setSource(event.target.value as WebhookSource)}
        >
          {TESTER_ENDPOINTS.map((endpoint) => (
            <MenuItem key={endpoint.source} value={endpoint.source}>
              {endpoint.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Test URL"
          value={tester.url}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FIELDS.map(({ field, label, multiline }) => (
            <TextField
              key={field}
              label={label}
              value={tester.lead[field]}
              onChange={(event) => tester.setField(field, event.target.value)}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              sx={multiline ? { gridColumn: '1 / -1' } : undefined}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            onClick={tester.submit}
            disabled={tester.pending}
          >
            {tester.pending ? 'Sending...' : 'Send Test Lead'}
          </Button>
          <Typography variant="body2" color="textSecondary">
            This will send a real test lead to your CRM
          </Typography>
        </Box>
        {tester.contactId ? (
          <Button
            component={RouterLink}
            to={paths.app.contactDetail(tester.contactId)}
            sx={{ justifySelf: 'start' }}
          >
            Open the test lead in Contacts
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
};
