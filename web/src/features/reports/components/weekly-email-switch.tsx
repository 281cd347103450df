import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReportRange, ReportType } from '@salesflow/shared/reports/report-query';
import { WEEKLY_REPORT_WHEN, weeklyReportLabel } from '@salesflow/shared/reports/weekly-report';
import type { WeeklyReportEmail } from '@salesflow/shared/reports/weekly-report-email.schema';
import { useId } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useWeeklyReportEmail } from '../api/get-weekly-report-email';
import { useSaveWeeklyReportEmail } from '../api/save-weekly-report-email';

export interface WeeklyEmailSwitchProps {
  /** The report on screen: what turning the switch on subscribes to. */
  type: ReportType;
  range: ReportRange;
}

/**
 * What the caption says: when it is sent while the report on screen is the one subscribed to,
 * else which report is (changing the selectors never changes the subscription by itself).
 */
const captionOf = (saved: WeeklyReportEmail | undefined, onScreen: boolean): string | null => {
  if (!saved?.enabled) return null;
  return onScreen ? WEEKLY_REPORT_WHEN : `Weekly: ${weeklyReportLabel(saved.type, saved.range)}`;
};

/**
 * "Email me this report weekly": on when the report on screen is the one emailed on Mondays.
 * Turning it on saves the type and range on screen, replacing another report subscribed to.
 */
export const WeeklyEmailSwitch = ({ type, range }: WeeklyEmailSwitchProps) => {
  const captionId = useId();
  const subscription = useWeeklyReportEmail();
  const save = useSaveWeeklyReportEmail();
  const toast = useToast();
  const saved = subscription.data;
  const onScreen = saved?.enabled === true && saved.type === type && saved.range === range;
  // While a change saves, the switch shows where it is going.
  const checked = save.isPending ? save.variables.enabled : onScreen;
  const caption = save.isPending ? null : captionOf(saved, onScreen);

  const change = (enabled: boolean) =>
    save.mutate(
      { enabled, type, range },
      {
        onSuccess: (answer) =>
          toast({
            title: answer.enabled ? 'Weekly report on' : 'Weekly report off',
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Unable to save the weekly report email'),
            variant: 'error',
          }),
      },
    );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mt: 1 }}>
      <FormControlLabel
        label="Email me this report weekly"
        sx={{ mr: 0 }}
        control={
          <Switch
            checked={checked}
            // Until the saved subscription is known, a change could replace it unseen.
            disabled={!saved || save.isPending}
            onChange={(event) => change(event.target.checked)}
            slotProps={{ input: caption ? { 'aria-describedby': captionId } : {} }}
          />
        }
      />
      {caption ? (
        <Typography id={captionId} variant="body2" color="textSecondary">
          {caption}
        </Typography>
      ) : null}
    </Box>
  );
};
