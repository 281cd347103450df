import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Opens the Add contact form when the `n` shortcut brought the user here (app/shell/
 * keyboard-shortcuts.tsx puts `{ addContact: true }` in the location's state), once: the state is
 * cleared so Back or a reload does not open it again.
 */
export const useAddContactShortcut = (openForm: () => void) => {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useRef(openForm);
  open.current = openForm;
  const asked = (location.state as { addContact?: boolean } | null)?.addContact === true;
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!asked) return;
    open.current();
    navigate(here, { replace: true, state: null });
  }, [asked, here, navigate]);
};
