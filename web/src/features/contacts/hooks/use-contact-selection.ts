import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The table's ticked contacts. Only those still shown count, so a contact deleted or filtered out
 * drops out of the selection; a new search or filter (`scope`) clears it.
 */
export const useContactSelection = (shown: readonly Contact[] | null, scope: string) => {
  const [ticked, setTicked] = useState(NONE);
  const [shownScope, setShownScope] = useState(scope);
  if (scope !== shownScope) {
    setShownScope(scope);
    setTicked(NONE);
  }
  const ids = (shown ?? []).filter((contact) => ticked.has(contact.id)).map(({ id }) => id);
  const allShown = ids.length > 0 && ids.length === shown?.length;

  const toggle = (contact: Pick<Contact, 'id'>) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(contact.id)) next.add(contact.id);
      return next;
    });
  /** Ticks every contact shown, or clears them all when they already are. */
  const toggleAll = () => setTicked(allShown ? NONE : new Set(shown?.map(({ id }) => id)));
  const clear = () => setTicked(NONE);
  /** Unticks these (the ones just assigned), keeping any that failed for another try. */
  const remove = (done: readonly string[]) =>
    setTicked((current) => new Set([...current].filter((id) => !done.includes(id))));

  return {
    ids,
    isSelected: (contact: Pick<Contact, 'id'>) => ticked.has(contact.id),
    toggle,
    toggleAll,
    clear,
    remove,
  };
};

export type ContactSelection = ReturnType<typeof useContactSelection>;
