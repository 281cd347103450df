/**
 * A sent WhatsApp message's status only moves forward: sent < delivered < read, and failed ends
 * it (with its error). Statuses arrive out of order and may come before the message is stored, so
 * the best one seen is kept: a later one replaces it only when it ranks higher.
 */
export const WHATSAPP_STATUSES = ['accepted', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_STATUSES)[number];

const RANK: Record<WhatsAppMessageStatus, number> = {
  accepted: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 9,
};

export const statusRank = (status: WhatsAppMessageStatus): number => RANK[status];

export const isWhatsAppStatus = (value: unknown): value is WhatsAppMessageStatus =>
  typeof value === 'string' && (WHATSAPP_STATUSES as readonly string[]).includes(value);

/** Whether `next` may replace `current` (null: none seen yet). */
export const movesForward = (
  current: WhatsAppMessageStatus | null,
  next: WhatsAppMessageStatus,
): boolean => current === null || RANK[next] > RANK[current];

/** The status kept after seeing all of `seen`, in any order. */
export const bestStatus = (seen: readonly WhatsAppMessageStatus[]): WhatsAppMessageStatus | null =>
  seen.reduce<WhatsAppMessageStatus | null>(
    (best, status) => (movesForward(best, status) ? status : best),
    null,
  );
