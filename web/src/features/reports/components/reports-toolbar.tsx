import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  REPORT_RANGE_LABELS,
  REPORT_RANGES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportRange,
  type ReportType,
} from '@salesflow/shared/reports/report-query';

export interface ReportsToolbarProps {
  type: ReportType;
  onTypeChange: (type: ReportType) => void;
  range: ReportRange;
  onRangeChange: (range: ReportRange) => void;
  /** False until the chosen report has loaded. */
  canExport: boolean;
  onExport: () => void;
}

/** The report type and date range selectors, and Export Report. */
export const ReportsToolbar = ({
  type,
  onTypeChange,
  range,
  onRangeChange,
  canExport,
  onExport,
}: ReportsToolbarProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
    <TextField
      select
      size="small"
      label="Report type"
      value={type}
      onChange={(event) => onTypeChange(event.target.value as ReportType)}
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 220px' } }}
    >
      {REPORT_TYPES.map((option) => (
        <MenuItem key={option} value={option}>
          {REPORT_TYPE_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      size="small"
      label="Date range"
      value={range}
      onChange={(event) => onRangeChange(event.target.value as ReportRange)}
      sx={{ flex: { xs: '1 1 0', sm: '0 0 180px' }, minWidth: 0 }}
    >
      {REPORT_RANGES.map((option) => (
        <MenuItem key={option} value={option}>
          {REPORT_RANGE_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={onExport}
      disabled={!canExport}
      sx={{ flexShrink: 0, ml: { sm: 'auto' } }}
    >
      Export Report
    </Button>
  </Box>
);
