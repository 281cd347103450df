import { capitalise } from '@salesflow/shared/contacts/score-band';

/** `cold_call` → "Cold Call". */
export const sourceLabel = (source: string): string =>
  source.split('_').filter(Boolean).map(capitalise).join(' ');

/** "1 contact", "1,234 contacts". */
export const contactCountLabel = (total: number): string =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'contact' : 'contacts'}`;
