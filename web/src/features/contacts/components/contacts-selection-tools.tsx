import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import type { useBulkActions } from '../hooks/use-bulk-actions';
import type { ContactSelection } from '../hooks/use-contact-selection';
import type { ContactsAssign } from '../types/contacts-team';
import { BulkDeleteDialog } from './bulk-delete-dialog';
import { SelectionBar } from './selection-bar';

// The tag's rules (zod) load the first time a tag is added to or taken off a selection.
const BulkTagDialog = lazyPopup(
  async () => (await import('./bulk-tag-dialog')).BulkTagDialog,
  <PopupLoading />,
);

export interface ContactsSelectionToolsProps {
  selection: ContactSelection;
  bulk: ReturnType<typeof useBulkActions>;
  /** How many the list matches, when its count says so (no search or filter but whose leads). */
  matchingTotal: number | null;
  /** The list has rows not loaded yet: "Select all N matching" is offered once the page is ticked. */
  hasMore: boolean;
  onAssign?: (() => void) | undefined;
  /** The member for leads assigned as a bulk action (managers and above). */
  renderChooseAssignee?: ContactsAssign['renderChooseAssignee'] | undefined;
  /** Delete is offered (the selection holds a contact the user may change). */
  mayDelete: boolean;
}

/**
 * The Contacts screen's selection bar, while rows are ticked, its Delete and Tags dialogs, and the
 * choice of a member for leads assigned as a bulk action.
 */
export const ContactsSelectionTools = ({
  selection,
  bulk,
  matchingTotal,
  hasMore,
  onAssign,
  renderChooseAssignee,
  mayDelete,
}: ContactsSelectionToolsProps) => {
  const count = selection.ids.length;
  const chosen = { count, matching: selection.matching, matchingTotal };
  const whom = !selection.matching
    ? `${count.toLocaleString('en-US')} selected contacts`
    : matchingTotal === null
      ? 'All matching contacts'
      : `All ${matchingTotal.toLocaleString('en-US')} matching contacts`;
  return (
    <>
      {count > 0 ? (
        <SelectionBar
          {...chosen}
          onSelectMatching={selection.allShown && hasMore ? selection.selectMatching : undefined}
          onAssign={onAssign}
          onStatus={(status) => void bulk.setStatus(status)}
          onTag={bulk.askTag}
          onDelete={mayDelete ? bulk.askDelete : undefined}
          onAutoCall={() => void bulk.autoCall()}
          pending={bulk.pending}
          onClear={selection.clear}
        />
      ) : null}
      <BulkDeleteDialog
        {...chosen}
        open={bulk.confirmingDelete}
        pending={bulk.pending}
        onConfirm={() => void bulk.confirmDelete()}
        onClose={bulk.cancelDelete}
      />
      <BulkTagDialog
        {...chosen}
        open={bulk.tagging !== null}
        mode={bulk.tagging}
        pending={bulk.pending}
        onClose={bulk.cancelTag}
        onSubmit={(mode, tag) => void bulk.applyTag(mode, tag)}
      />
      {renderChooseAssignee?.({
        open: bulk.assigning,
        intro: `${whom} go to the same team member, with medium priority.`,
        pending: bulk.pending,
        onChoose: (memberId) => void bulk.applyAssign(memberId),
        onClose: bulk.cancelAssign,
      })}
    </>
  );
};
