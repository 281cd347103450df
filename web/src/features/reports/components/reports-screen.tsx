import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import { PageHeader } from '../../../components/page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-client';
import { downloadTextFile } from '../../../lib/download-file';
import { useReport } from '../api/get-report';
import { useReportParams } from '../hooks/use-report-params';
import { buildReportCsv, reportFileName } from '../utils/report-csv';
import { ReportSkeleton } from './report-skeleton';
import { ReportView } from './report-view';
import { ReportsToolbar } from './reports-toolbar';
import { WeeklyEmailSwitch } from './weekly-email-switch';

/** /app/reports (document 2, "Reports page"): one report type over one date range. */
export const ReportsScreen = () => {
  const { type, range, setType, setRange } = useReportParams();
  const query = useReport(type, range);
  const report = query.data;
  // While another type or range loads, the report on screen is the one before: not exported.
  const current = query.isPlaceholderData ? undefined : report;
  return (
    <>
      <PageHeader title="Reports" />
      <ReportsToolbar
        type={type}
        onTypeChange={setType}
        range={range}
        onRangeChange={setRange}
        canExport={current !== undefined}
        onExport={() => {
          if (current) downloadTextFile(buildReportCsv(current), reportFileName(current));
        }}
      />
      <WeeklyEmailSwitch type={type} range={range} />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5, minHeight: '1.43em' }}>
        {report
          ? `${formatCalendarDate(report.span.from)} – ${formatCalendarDate(report.span.to)}`
          : ''}
      </Typography>
      <Box sx={{ height: 4, my: 1 }}>
        {query.isFetching && report ? <LinearProgress aria-label="Updating report" /> : null}
      </Box>
      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()} sx={{ mb: 2 }}>
          {`Unable to load the report. ${errorMessage(query.error, 'Please try again in a moment.')}`}
        </RetryAlert>
      ) : null}
      {report ? (
        <ReportView type={type} report={report} />
      ) : query.isError ? null : (
        <ReportSkeleton />
      )}
    </>
  );
};
