import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DealListAddress,
  readDealListAddress,
  writeDealListAddress,
} from '../utils/deal-list-address';
import { type DealListParams, hasDealFilters, withoutDealFilters } from '../utils/deal-list-params';
import type { DealViewColumn } from '../utils/deal-view-columns';

export interface SetDealListOptions {
  /** Replace the history entry (typing a search) rather than add one (Back undoes a filter). */
  replace?: boolean;
}

/**
 * The deals table as the address says (search, filters, sort, columns, the saved view:
 * utils/deal-list-address.ts), and the ways to change it. Each change is a new history entry, as
 * on the Contacts screen, so Back undoes a filter or a sort; the tab, `due` and any other
 * parameter are kept.
 */
export const useDealListAddress = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = useMemo(() => readDealListAddress(searchParams), [searchParams]);
  // The address as last written, ahead of the render that shows it: the router renders a new
  // address in a transition, so two changes made before it (a stage picked, then a value typed)
  // must build on each other, not both on the address the screen still shows.
  const latest = useRef(searchParams);
  const rendered = useRef(searchParams);
  if (rendered.current !== searchParams) {
    rendered.current = searchParams;
    latest.current = searchParams;
  }

  const write = (
    change: (now: DealListAddress) => DealListAddress,
    options?: SetDealListOptions & { dropDue?: boolean },
  ) => {
    const current = latest.current;
    const next = writeDealListAddress(current, change(readDealListAddress(current)), options);
    latest.current = next;
    setSearchParams(next, { replace: options?.replace ?? false });
  };

  return {
    ...address,
    /** Changes some parameters (undefined removes one), keeping the rest. */
    setParams: (patch: DealListParams) =>
      write((now) => ({ ...now, params: { ...now.params, ...patch } })),
    /** The search as typed (once typing stops), replacing the history entry. */
    setSearch: (search: string | undefined) =>
      write((now) => ({ ...now, search: search ?? '' }), { replace: true }),
    setColumns: (columns: readonly DealViewColumn[]) =>
      write((now) => ({ ...now, columns: [...columns] })),
    /** The whole list at once: a saved view opened, or the default list. */
    openList: (change: DealListAddress, options?: SetDealListOptions) =>
      write(() => change, { ...options, dropDue: true }),
    /** "Clear filters", while any is set: every deal again, in the same order. */
    clearFilters: hasDealFilters(address.params)
      ? () => write((now) => ({ ...now, params: withoutDealFilters(now.params) }))
      : undefined,
  };
};

export type DealListAddressState = ReturnType<typeof useDealListAddress>;
