const ATTRIBUTE = 'data-toast-root';

/**
 * The element toasts render into: a direct child of <body>, outside the app root. An open MUI
 * dialog marks the rest of the page aria-hidden, so a toast raised from inside a dialog must
 * live elsewhere and be un-hidden (see `revealToastRoot`) to be announced.
 */
export const getToastRoot = (): HTMLElement => {
  const existing = document.querySelector<HTMLElement>(`[${ATTRIBUTE}]`);
  if (existing) return existing;
  const root = document.createElement('div');
  root.setAttribute(ATTRIBUTE, '');
  document.body.appendChild(root);
  return root;
};

export const revealToastRoot = (): void => {
  getToastRoot().removeAttribute('aria-hidden');
};
