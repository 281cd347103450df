import { DEAL_DUE_FILTERS, type DealDueFilter } from '@salesflow/shared/deals/deal.schema';
import { useSearchParams } from 'react-router';

const DUE_PARAM = 'due';

const isDueFilter = (value: string | null): value is DealDueFilter =>
  (DEAL_DUE_FILTERS as readonly (string | null)[]).includes(value);

/**
 * `?due=past`: the deals list shows only open deals past their expected close date (the
 * dashboard's insight links here). Kept in the address like the stage filter; an unknown value
 * reads as no filter. Dismissing it shows every deal again.
 */
export const useDueFilterParam = (): [DealDueFilter | undefined, () => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(DUE_PARAM);
  const clear = () =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(DUE_PARAM);
        return updated;
      },
      { replace: true },
    );
  return [isDueFilter(raw) ? raw : undefined, clear];
};
