import { ReportsScreen } from '../../../features/reports/components/reports-screen';

/** /app/reports: the Reports page (document 2, "Reports page"). */
export const ReportsRoute = () => <ReportsScreen />;
