import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { codeExample, EXAMPLE_TABS, type ExampleTab } from '../utils/code-examples';

/** WordPress, Elementor, JavaScript and cURL examples, each with the organization's real URL. */
export const CodeExamples = ({ urls }: { urls: Record<string, string> }) => {
  const [tab, setTab] = useState<ExampleTab>('wordpress');
  const label = EXAMPLE_TABS.find((t) => t.id === tab)?.label ?? '';
  const code = codeExample(tab, urls);
  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader
        title="Code Examples"
        subheader="Copy a ready example with your webhook URL in it"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ExampleTab) => setTab(value)}
          aria-label="Code examples"
          variant="scrollable"
        >
          {EXAMPLE_TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} id={`example-${t.id}`} />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          aria-labelledby={`example-${tab}`}
          sx={{ position: 'relative', mt: 2 }}
        >
          <Box
            sx={{
              position: 'absolute',
              top: 4,
              right: 4,
              '& .MuiIconButton-root': { color: 'grey.300' },
            }}
          >
            <CopyButton label={`${label} example`} text={code} />
          </Box>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 2,
              pr: 6,
              borderRadius: 1,
              bgcolor: 'grey.900',
              color: 'grey.100',
              fontSize: 13,
              overflowX: 'auto',
              whiteSpace: 'pre',
            }}
          >
            <code>{code}</code>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
