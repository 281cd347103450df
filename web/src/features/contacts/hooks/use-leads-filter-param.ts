import { useSearchParams } from 'react-router';
import { LEADS_FILTERS, type LeadsFilter } from '../utils/leads-filter';

const PARAM = 'leads';

const isLeadsFilter = (value: string | null): value is LeadsFilter =>
  (LEADS_FILTERS as readonly (string | null)[]).includes(value);

/**
 * Whose leads the list shows, kept in the address (`?leads=mine`, `?leads=unassigned`) so a reload
 * or a shared link keeps it; every contact when absent or unknown.
 */
export const useLeadsFilterParam = (): [LeadsFilter, (filter: LeadsFilter) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const setFilter = (next: LeadsFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(PARAM);
        else updated.set(PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [isLeadsFilter(raw) ? raw : 'all', setFilter];
};
