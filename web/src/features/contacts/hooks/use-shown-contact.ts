import { useState } from 'react';

type OpenContact = (contact: { id: string }, options?: { replace: boolean }) => void;

/**
 * Which contact the detail drawer shows: the address's; the last one while the drawer slides
 * out; and once a merge in it kept the other contact, that one. The address follows a moment
 * later (the router moves in a transition) while the caches have already dropped the deleted
 * contact: waiting for the address, the drawer asked for the deleted one again (three 404s).
 */
export const useShownContact = (contactId: string | null, onOpenContact?: OpenContact) => {
  const [shownId, setShownId] = useState(contactId);
  const [merged, setMerged] = useState<{ from: string; to: string } | null>(null);
  const wanted = merged && contactId === merged.from ? merged.to : contactId;
  if (wanted && wanted !== shownId) setShownId(wanted);
  const showKept = (kept: { id: string }) => {
    if (!shownId || kept.id === shownId || !onOpenContact) return;
    setMerged({ from: shownId, to: kept.id });
    // In place of the contact merged away, which Back must not reopen.
    onOpenContact(kept, { replace: true });
  };
  return { shownId: wanted ?? shownId, showKept };
};
