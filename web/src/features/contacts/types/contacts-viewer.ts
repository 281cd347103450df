import type { SavedViewsViewer } from '../../../components/saved-views/use-saved-views';

/**
 * Who is looking at the Contacts screen, as the app knows it (this feature never imports auth or
 * teams): whose last view to remember, whether they may share views with the team (managers
 * and above, as the server enforces), and the name their emails sign with.
 */
export interface ContactsViewer extends SavedViewsViewer {
  /** Their name, as their emails sign (a template's {{senderName}}). */
  name?: string;
}
