/**
 * The operators' admin API (shared/src/admin/admin.schema.ts), apart from `paths` so that the
 * app's first screen does not carry it: only the lazily loaded admin screen imports it. Every
 * route answers 404 to anyone who is not a platform operator.
 */
export const adminPaths = {
  overview: '/api/admin/overview',
  /** `?search=&plan=&status=&limit=&cursor=` (adminAccountsQuerySchema). */
  accounts: '/api/admin/accounts',
  /** The accounts as a CSV file (Content-Disposition names it). */
  accountsExport: '/api/admin/accounts/export',
  suspension: (organizationId: string) =>
    `/api/admin/accounts/${encodeURIComponent(organizationId)}/suspension`,
  plan: (organizationId: string) =>
    `/api/admin/organizations/${encodeURIComponent(organizationId)}/plan`,
  /** `?month=yyyy-mm` (this month, UTC, unless told). */
  auditLog: '/api/admin/audit-log',
  payments: '/api/admin/payments',
  /** `?range=30d|90d|1y`. */
  analytics: '/api/admin/analytics',
  /** `?limit=` (1-100): the outbox's dead letters, newest first. */
  deadLetters: '/api/admin/outbox/dead-letters',
  redriveDeadLetter: (id: string) =>
    `/api/admin/outbox/dead-letters/${encodeURIComponent(id)}/redrive`,
} as const;
