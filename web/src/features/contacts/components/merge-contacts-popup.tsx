import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';

/** The merge dialog, its code loaded the first time a Merge button is pressed. */
export const MergeContactsPopup = lazyPopup(
  async () => (await import('./merge-contacts-dialog')).MergeContactsDialog,
  <PopupLoading />,
);
