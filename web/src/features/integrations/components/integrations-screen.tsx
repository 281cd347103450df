import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WEBHOOK_SOURCES, type WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { PageHeader } from '../../../components/page-header';
import { integrationsPaths } from '../../../config/integrations-paths';
import { useWebhookUrls } from '../api/get-webhook-urls';
import { SOURCE_GUIDES } from '../utils/source-guides';
import { CodeExamples } from './code-examples';
import { DeliveriesCard } from './deliveries-card';
import { FieldMappingCard } from './field-mapping-card';
import { IntegrationsSkeleton } from './integrations-skeleton';
import { KeyCard } from './key-card';
import { SourceCard } from './source-card';
import { SummaryTiles } from './summary-tiles';
import { WebhookTester } from './webhook-tester';

/** When the URLs cannot be read: the paths on this site, without a key (section 3). */
const defaultUrls = () =>
  Object.fromEntries(
    WEBHOOK_SOURCES.map((source) => [
      source,
      `${window.location.origin}${integrationsPaths.webhookDefault(source)}`,
    ]),
  ) as Record<WebhookSource, string>;

/** /app/integrations: lead sources, their URLs and setup, a tester, deliveries, key and mapping. */
export const IntegrationsScreen = () => {
  const query = useWebhookUrls();
  const header = (
    <PageHeader
      title="Lead Integrations"
      subtitle="Capture leads from WordPress, Elementor, Zapier, email and your own code"
    />
  );
  if (query.isPending) {
    return (
      <>
        {header}
        <IntegrationsSkeleton />
      </>
    );
  }
  // A failed read is handled silently with the default URLs (document 2, section 8).
  const answer = query.data;
  const urls = answer?.webhookUrls ?? defaultUrls();
  return (
    <>
      {header}
      <SummaryTiles
        connected={answer?.success === true}
        lastUpdated={answer?.lastUpdated ?? null}
      />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Lead Sources
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          mb: 3,
        }}
      >
        {SOURCE_GUIDES.map((guide) => (
          <SourceCard key={guide.source} guide={guide} url={urls[guide.source]} />
        ))}
      </Box>
      <CodeExamples urls={urls} />
      <WebhookTester urls={urls} />
      {answer ? <DeliveriesCard /> : null}
      {answer?.canManage ? <KeyCard leadsPerMinute={answer.leadsPerMinute} /> : null}
      {answer ? <FieldMappingCard canManage={answer.canManage} /> : null}
    </>
  );
};
