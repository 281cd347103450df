import { useCallback, useState } from 'react';

export interface SiteToast {
  id: number;
  title: string;
  description: string;
  variant: 'info' | 'success' | 'error';
}

let nextId = 1;

/** Toasts for a public page (the app's notistack is not on these light pages). */
export const useSiteToasts = () => {
  const [toasts, setToasts] = useState<SiteToast[]>([]);
  const dismiss = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (toast: Omit<SiteToast, 'id' | 'variant'> & { variant?: SiteToast['variant'] }) => {
      const id = nextId++;
      setToasts((shown) => [...shown.slice(-2), { variant: 'info', ...toast, id }]);
      window.setTimeout(() => dismiss(id), 6000);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
};

/** Bottom-right, announced politely; each can be closed. */
export const SiteToasts = ({
  toasts,
  onDismiss,
}: {
  toasts: SiteToast[];
  onDismiss: (id: number) => void;
}) => (
  <div className="toasts" aria-live="polite">
    {toasts.map((toast) => (
      <div
        key={toast.id}
        className={`toast toast-${toast.variant}`}
        role={toast.variant === 'error' ? 'alert' : 'status'}
      >
        <div>
          <strong>{toast.title}</strong>
          <p>{toast.description}</p>
        </div>
        <button type="button" aria-label="Close" onClick={() => onDismiss(toast.id)}>
          ×
        </button>
      </div>
    ))}
  </div>
);
