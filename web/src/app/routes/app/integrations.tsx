import { IntegrationsScreen } from '../../../features/integrations/components/integrations-screen';

/** /app/integrations: the lead sources (document 2, "Lead integrations page"). */
export const IntegrationsRoute = () => <IntegrationsScreen />;
