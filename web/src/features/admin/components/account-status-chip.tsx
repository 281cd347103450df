import type { AccountStatus } from '@salesflow/shared/admin/admin.schema';
import { ACCOUNT_STATUS_TONES, accountStatusLabel } from '../utils/admin-labels';
import { ToneChip } from './tone-chip';

export interface AccountStatusChipProps {
  status: AccountStatus;
}

/** Active green, trial blue, suspended red, an ended trial or a cancelled account grey. */
export const AccountStatusChip = ({ status }: AccountStatusChipProps) => (
  <ToneChip label={accountStatusLabel(status)} tone={ACCOUNT_STATUS_TONES[status]} />
);
