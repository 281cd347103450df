import { capitalise } from '@salesflow/shared/contacts/score-band';

/** `cold_call` → "Cold Call". */
export const sourceLabel = (source: string): string =>
  source.split('_').filter(Boolean).map(capitalise).join(' ');

/** "1 contact", "1,234 contacts". */
export const contactCountLabel = (total: number): string =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'contact' : 'contacts'}`;

/**
 * What deleting a contact does to its deals. The server keeps them and unlinks them, so they stay
 * in the pipeline as "Unknown Contact"; nothing to say when the contact has none.
 */
export const deletedContactDealsNotice = (name: string, deals: number): string | null => {
  if (deals === 0) return null;
  const count = `${deals.toLocaleString('en-US')} ${deals === 1 ? 'deal' : 'deals'}`;
  const [keep, stay] = deals === 1 ? ['It keeps', 'stays'] : ['They keep', 'stay'];
  return `${name} has ${count}. ${keep} the contact while it is in the trash (30 days), then ${stay} in your pipeline without a contact, shown as Unknown Contact.`;
};
