import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DealListParams,
  hasDealFilters,
  parseDealListParams,
  withoutDealFilters,
  writeDealListParams,
} from '../utils/deal-list-params';

/**
 * The deals table's filters and sort as the address says (utils/deal-list-params.ts), and the ways
 * to change them. Each change is a new history entry, as on the Contacts screen, so Back undoes a
 * filter or a sort; the view, `due` and any other parameter are kept.
 */
export const useDealListAddress = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { params } = useMemo(() => parseDealListParams(searchParams), [searchParams]);
  // The address as last written, ahead of the render that shows it: the router renders a new
  // address in a transition, so two changes made before it (a stage picked, then a value typed)
  // must build on each other, not both on the address the screen still shows.
  const latest = useRef(searchParams);
  const rendered = useRef(searchParams);
  if (rendered.current !== searchParams) {
    rendered.current = searchParams;
    latest.current = searchParams;
  }

  const write = (change: (now: DealListParams) => DealListParams) => {
    const current = latest.current;
    const next = writeDealListParams(current, change(parseDealListParams(current).params));
    latest.current = next;
    setSearchParams(next);
  };

  return {
    params,
    /** Changes some parameters (undefined removes one), keeping the rest. */
    setParams: (patch: DealListParams) => write((now) => ({ ...now, ...patch })),
    /** "Clear filters", while any is set: every deal again, in the same order. */
    clearFilters: hasDealFilters(params)
      ? () => write((now) => withoutDealFilters(now))
      : undefined,
  };
};

export type DealListAddress = ReturnType<typeof useDealListAddress>;
