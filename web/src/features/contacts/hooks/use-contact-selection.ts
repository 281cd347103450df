import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The table's ticked contacts. Only those still shown count, so a contact deleted or filtered out
 * drops out of the selection; a new search or filter (`scope`) clears it.
 * "Select all N matching" (`selectMatching`) chooses every contact the list's search and filters
 * match, loaded or not: every row shows ticked, and unticking one goes back to the rows shown
 * minus that one.
 */
export const useContactSelection = (shown: readonly Contact[] | null, scope: string) => {
  const [ticked, setTicked] = useState(NONE);
  const [matching, setMatching] = useState(false);
  const [shownScope, setShownScope] = useState(scope);
  if (scope !== shownScope) {
    setShownScope(scope);
    setTicked(NONE);
    setMatching(false);
  }
  const isSelected = (contact: Pick<Contact, 'id'>) => matching || ticked.has(contact.id);
  const ids = (shown ?? []).filter(isSelected).map(({ id }) => id);
  const allShown = ids.length > 0 && ids.length === shown?.length;

  const toggle = (contact: Pick<Contact, 'id'>) => {
    setMatching(false);
    setTicked((current) => {
      const next = new Set(matching ? ids : current);
      if (!next.delete(contact.id)) next.add(contact.id);
      return next;
    });
  };
  const clear = () => {
    setTicked(NONE);
    setMatching(false);
  };
  /** Ticks every contact shown, or clears them all when they already are. */
  const toggleAll = () => (allShown ? clear() : setTicked(new Set(shown?.map(({ id }) => id))));
  /** Unticks these (the ones just assigned), keeping any that failed for another try. */
  const remove = (done: readonly string[]) =>
    setTicked((current) => new Set([...current].filter((id) => !done.includes(id))));

  return {
    ids,
    /** Every contact the list matches is chosen, not only those ticked ("Select all N matching"). */
    matching,
    /** Every row shown is ticked (the moment to offer "Select all N matching"). */
    allShown,
    selectMatching: () => setMatching(true),
    isSelected,
    toggle,
    toggleAll,
    clear,
    remove,
  };
};

export type ContactSelection = ReturnType<typeof useContactSelection>;
