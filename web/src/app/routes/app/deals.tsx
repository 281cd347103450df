import { PageHeader } from '../../../components/page-header';

/** /app/deals: the Deals screen and the pipeline board (in progress). */
export const DealsRoute = () => <PageHeader title="Deals" />;
