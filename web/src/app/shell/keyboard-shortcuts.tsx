import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** The app's keys, as the `?` dialog lists them. */
export const SHORTCUTS = [
  { key: '/', does: 'Search the list on screen' },
  { key: 'n', does: 'Add a contact' },
  { key: '?', does: 'Show these shortcuts' },
] as const;

/** The search box `/` focuses: a list's SearchField marks its input so. */
export const SEARCH_SHORTCUT_SELECTOR = 'input[data-shortcut="search"]';

/** What `n` asks the Contacts screen for, in the location's state. */
export const ADD_CONTACT_STATE = { addContact: true } as const;

// Plain elements styled inline: the shortcuts load apart from the screens, and any MUI module
// they shared with the first screen would be split into a chunk of its own that it then loads.
const DIALOG_STYLE = {
  padding: 0,
  border: 0,
  borderRadius: 8,
  boxShadow: '0 11px 15px rgba(0, 0, 0, 0.2), 0 24px 38px rgba(0, 0, 0, 0.14)',
  fontFamily: 'inherit',
} as const;

const BUTTON_STYLE = {
  font: 'inherit',
  fontWeight: 600,
  color: '#4f46e5',
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  padding: '4px 8px',
} as const;

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The keyboard shortcuts of the signed-in app: `/` focuses the list's search, `n` opens the Add
 * contact form (on the Contacts screen), `?` lists them. Keys typed into a field, with a modifier,
 * or while a dialog is open are left alone.
 */
const KeyboardShortcuts = () => {
  const navigate = useNavigate();
  // A native dialog (modal, Escape closes it, focus returns): no dialog code on the first screen.
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target) || document.querySelector('[role="dialog"], dialog[open]')) return;
      if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>(SEARCH_SHORTCUT_SELECTOR);
        if (!search) return;
        event.preventDefault();
        search.focus();
      } else if (event.key === 'n') {
        event.preventDefault();
        navigate('/app/contacts', { state: ADD_CONTACT_STATE });
      } else if (event.key === '?') {
        event.preventDefault();
        const shown = dialog.current;
        // Every browser we support has showModal; a DOM without it (tests) shows it plainly.
        if (typeof shown?.showModal === 'function') shown.showModal();
        else shown?.setAttribute('open', '');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the native dialog closes on Escape itself.
    <dialog
      ref={dialog}
      aria-labelledby="shortcuts-title"
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === dialog.current) dialog.current?.close();
      }}
      style={DIALOG_STYLE}
    >
      <div style={{ padding: 24, minWidth: 320 }}>
        <h2
          id="shortcuts-title"
          style={{ margin: '0 0 16px', fontSize: '1.25rem', fontWeight: 600 }}
        >
          Keyboard shortcuts
        </h2>
        <dl
          style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 24px', margin: 0 }}
        >
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.key} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>
                <kbd>{shortcut.key}</kbd>
              </dt>
              <dd style={{ margin: 0 }}>{shortcut.does}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog" style={{ marginTop: 24, textAlign: 'right' }}>
          <button type="submit" style={BUTTON_STYLE}>
            Close
          </button>
        </form>
      </div>
    </dialog>
  );
};

export default KeyboardShortcuts;
