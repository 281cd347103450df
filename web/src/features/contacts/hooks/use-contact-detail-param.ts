import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useSearchParams } from 'react-router';

/** The query parameter that `paths.app.contactDetail(id)` sets. */
const PARAM = 'contact';

/**
 * Which contact's detail is open, kept in the URL (`/app/contacts?contact=<id>`) so the detail
 * can be linked to (the dashboard's recent leads do) and Back closes it.
 */
export const useContactDetailParam = () => {
  const [params, setParams] = useSearchParams();
  const contactId = params.get(PARAM);
  /** `replace`: in place of the contact shown (one merged away, which Back must not reopen). */
  const open = (contact: Pick<Contact, 'id'>, { replace = false }: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PARAM, contact.id);
        return next;
      },
      { replace },
    );
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  return { contactId, open, close };
};
