import Typography from '@mui/material/Typography';
import { useIndiaCalling } from '../api/get-india-calling';
import { IndiaCallingForm } from './india-calling-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/** Settings → AI Agent → India calling (TRAI): the DLT entity and the ExoPhones by series. */
export const IndiaCallingCard = () => {
  const { data, isPending, isError, refetch } = useIndiaCalling();
  return (
    <SettingsCard
      title="India calling (TRAI)"
      subheader="Your DLT registration and the numbers calls to Indian leads come from"
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Promotional calls must come from a 140-series number and service calls from a 1600-series
        one. Promotional calls to Indian numbers are allowed only 09:00–21:00 India time. Numbers on
        the NCPR (do not disturb) registry may get promotional calls only with the lead's consent.
      </Typography>
      {isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <SettingsLoadError onRetry={() => void refetch()} />
      ) : (
        // A saved answer starts the form again from what is stored.
        <IndiaCallingForm
          key={data.updatedAt ?? 'defaults'}
          stored={data}
          canManage={data.canManage}
        />
      )}
    </SettingsCard>
  );
};
