import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListAddressChange,
  readContactListAddress,
  writeContactListAddress,
} from '../utils/contact-list-address';
import type { ContactListParams } from '../utils/contact-list-params';
import type { ContactViewColumn } from '../utils/contact-view-columns';

export interface SetListOptions {
  /** Replace the history entry (typing a search) rather than add one (Back undoes a filter). */
  replace?: boolean;
}

/**
 * The contacts list as its address says (filters, sort, columns, the view), and the ways to
 * change it. Each change is a new history entry, so Back and Forward step through them.
 */
export const useContactListAddress = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = useMemo(() => readContactListAddress(searchParams), [searchParams]);
  // The address as last written, ahead of the render that shows it: the router renders a new
  // address in a transition, so two changes made before it (a source picked, then a score typed
  // at once) must build on each other, not both on the address the screen still shows.
  const latest = useRef(searchParams);
  const rendered = useRef(searchParams);
  if (rendered.current !== searchParams) {
    rendered.current = searchParams;
    latest.current = searchParams;
  }

  const write = (
    change: (now: ListAddressChange) => ListAddressChange,
    options?: SetListOptions,
  ) => {
    const current = latest.current;
    const next = writeContactListAddress(current, change(readContactListAddress(current)));
    latest.current = next;
    setSearchParams(next, { replace: options?.replace ?? false });
  };

  return {
    ...address,
    /** Changes some parameters (undefined removes one), keeping the rest. */
    setParams: (patch: Partial<ContactListParams>, options?: SetListOptions) =>
      write((now) => ({ ...now, params: { ...now.params, ...patch } }), options),
    /** Replaces every filter and the sort. */
    replaceParams: (params: ContactListParams) => write((now) => ({ ...now, params })),
    setColumns: (columns: readonly ContactViewColumn[]) => write((now) => ({ ...now, columns })),
    /** The whole list at once: a saved view opened, or the default list. */
    openList: (change: ListAddressChange, options?: SetListOptions) => write(() => change, options),
  };
};

export type ContactListAddressState = ReturnType<typeof useContactListAddress>;
