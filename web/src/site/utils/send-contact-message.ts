import type { ContactMessageInput } from '@salesflow/shared/site/contact-message.schema';

export type SendAnswer =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const FALLBACK = 'We could not send your message. Please try again, or email sales@salesflow.app.';

/** POST /api/contact-messages; the server's message and field errors when it refuses. */
export const sendContactMessage = async (input: ContactMessageInput): Promise<SendAnswer> => {
  try {
    const response = await fetch('/api/contact-messages', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; details?: { field: string; message: string }[] };
    } | null;
    const fieldErrors: Record<string, string> = {};
    for (const detail of body?.error?.details ?? []) {
      fieldErrors[detail.field] ??= detail.message;
    }
    return { ok: false, message: body?.error?.message ?? FALLBACK, fieldErrors };
  } catch {
    return { ok: false, message: FALLBACK, fieldErrors: {} };
  }
};
