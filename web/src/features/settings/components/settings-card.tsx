import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/retry-alert';

export interface SettingsCardProps {
  title: string;
  subheader: string;
  children: ReactNode;
}

/** One tab's card: its title, what it is for, and its form. */
export const SettingsCard = ({ title, subheader, children }: SettingsCardProps) => (
  <Card>
    <CardHeader
      title={title}
      subheader={subheader}
      slotProps={{ title: { variant: 'h6', component: 'h2' } }}
    />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'] as const;

/** A tab's settings while they load. */
export const SettingsSkeleton = () => (
  <Box aria-busy="true" aria-label="Loading settings">
    {SKELETON_ROWS.map((key) => (
      <Skeleton key={key} variant="rounded" height={44} sx={{ mb: 1.5 }} />
    ))}
  </Box>
);

/** A tab's settings that failed to load, with a way to try again. */
export const SettingsLoadError = ({ onRetry }: { onRetry: () => void }) => (
  <RetryAlert onRetry={onRetry}>Your settings could not be loaded.</RetryAlert>
);
