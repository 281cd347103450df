import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { useFieldMapping } from '../api/get-field-mapping';
import { FieldMappingForm } from './field-mapping-form';
import { SourceTabs } from './source-select';

/** Field names a sender uses that are not recognised, mapped per source to the lead's fields. */
export const FieldMappingCard = ({ canManage }: { canManage: boolean }) => {
  const [source, setSource] = useState<WebhookSource>('wordpress');
  const query = useFieldMapping(source);
  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader
        title="Field Mapping"
        subheader="Name, Email, your-email, First Name and the like are recognised; map any other field names here"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <SourceTabs label="Field mapping by source" value={source} onChange={setSource} />
        {query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()}>
            Unable to load the field mapping
          </RetryAlert>
        ) : query.isPending ? (
          <Typography color="textSecondary">Loading...</Typography>
        ) : (
          <FieldMappingForm
            key={source}
            source={source}
            mapping={query.data.mapping}
            canManage={canManage}
          />
        )}
      </CardContent>
    </Card>
  );
};
