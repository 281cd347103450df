import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { useState } from 'react';
import { DeliveryList } from './delivery-list';
import { SourceTabs } from './source-select';

/** Why a form's leads did not arrive: each source's last 20 deliveries. */
export const DeliveriesCard = () => {
  const [source, setSource] = useState<WebhookSource>('generic');
  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader
        title="Recent Deliveries"
        subheader="The last 20 requests each webhook received"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <SourceTabs label="Deliveries by source" value={source} onChange={setSource} />
        <DeliveryList source={source} />
      </CardContent>
    </Card>
  );
};
