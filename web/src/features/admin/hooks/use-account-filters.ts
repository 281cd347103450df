import type { AccountStatus } from '@salesflow/shared/admin/admin.schema';
import type { PlanId } from '@salesflow/shared/auth/auth-user';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { AccountFilters } from '../api/admin-query-keys';

/** The server is asked once typing has stopped this long. */
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 300;

/** A filter select's value: a plan or status, or every one (`all`). */
export type PlanFilter = PlanId | 'all';
export type StatusFilter = AccountStatus | 'all';

export interface AccountFilterState {
  /** The search box as typed. */
  text: string;
  setText: (text: string) => void;
  plan: PlanFilter;
  setPlan: (plan: PlanFilter) => void;
  status: StatusFilter;
  setStatus: (status: StatusFilter) => void;
  /** What the server is asked for: the search trimmed and debounced, `all` left out. */
  filters: AccountFilters;
}

/** The Users tab's search box and its plan and status filters. */
export const useAccountFilters = (): AccountFilterState => {
  const [text, setText] = useState('');
  const [plan, setPlan] = useState<PlanFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const search = useDebouncedValue(text.trim(), ACCOUNT_SEARCH_DEBOUNCE_MS);
  return {
    text,
    setText,
    plan,
    setPlan,
    status,
    setStatus,
    filters: {
      search,
      plan: plan === 'all' ? undefined : plan,
      status: status === 'all' ? undefined : status,
    },
  };
};
