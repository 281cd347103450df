/** Every URL the web app uses: pages, full-page navigations and API endpoints. */
export const paths = {
  home: '/',
  app: {
    dashboard: '/app',
    contacts: '/app/contacts',
    /** The Contacts screen with a contact's detail drawer open (read back as `?contact=`). */
    contactDetail: (id: string) => `/app/contacts?contact=${encodeURIComponent(id)}`,
    deals: '/app/deals',
    /** The deals table showing the open deals past their expected close date. */
    dealsPastDue: '/app/deals?due=past',
    /** The Deals screen showing its drag-and-drop pipeline board. */
    dealsPipeline: '/app/deals?view=pipeline',
    /** Follow-ups: overdue, today's, upcoming and done tasks (the tab read back as `?due=`). */
    tasks: '/app/tasks',
    aiCalling: '/app/ai-calling',
    team: '/app/team',
    /** The Team page on one of its tabs (read back as `?tab=`). */
    teamTab: (tab: string) => `/app/team?tab=${encodeURIComponent(tab)}`,
    integrations: '/app/integrations',
    reports: '/app/reports',
    settings: '/app/settings',
    /** The Settings page on one of its tabs (read back as `?tab=`). */
    settingsTab: (tab: 'notifications' | 'profile' | 'security') => `/app/settings?tab=${tab}`,
    admin: '/app/admin',
    whatsapp: '/app/whatsapp',
  },
  /** An invitation link, as the invitation email sends it (public: read before signing in). */
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  inviteRoute: '/invite/:token',
  /** Full-page navigations handled by the server. */
  auth: {
    login: '/api/login',
    /** Sign-in that comes back to `returnTo` (a path of this app; the server checks it). */
    loginReturningTo: (returnTo: string) =>
      `/api/login?${new URLSearchParams({ returnTo }).toString()}`,
    logout: '/api/logout',
  },
  api: {
    currentUser: '/api/auth/user',
    contacts: '/api/contacts',
    contactsImport: '/api/contacts/import',
    contactsBulk: '/api/contacts/bulk',
    /** A bulk action run as a job (contact-bulk-job.ts), and an export job's file (a redirect). */
    contactsBulkJob: (id: string) => `/api/contacts/bulk/${encodeURIComponent(id)}`,
    contactsBulkLatest: '/api/contacts/bulk/latest',
    contactsBulkJobFile: (id: string) => `/api/contacts/bulk/${encodeURIComponent(id)}/file`,
    emailTemplates: '/api/email-templates',
    tagColours: '/api/tag-colours',
    emailTemplate: (id: string) => `/api/email-templates/${encodeURIComponent(id)}`,
    /** `?contactId=&limit=&cursor=` (shared/src/contacts/contact-duplicates.schema.ts). */
    contactDuplicates: '/api/contacts/duplicates',
    imports: '/api/imports',
    latestImport: '/api/imports/latest',
    importJob: (id: string) => `/api/imports/${encodeURIComponent(id)}`,
    importPreview: (id: string) => `/api/imports/${encodeURIComponent(id)}/preview`,
    importStart: (id: string) => `/api/imports/${encodeURIComponent(id)}/start`,
    importErrors: (id: string) => `/api/imports/${encodeURIComponent(id)}/errors`,
    contact: (id: string) => `/api/contacts/${encodeURIComponent(id)}`,
    contactActivities: (id: string) => `/api/contacts/${encodeURIComponent(id)}/activities`,
    contactDeals: (id: string) => `/api/contacts/${encodeURIComponent(id)}/deals`,
    /** Merges `{ otherId }` into this contact (shared/src/contacts/duplicate-merge.schema.ts). */
    contactMerge: (id: string) => `/api/contacts/${encodeURIComponent(id)}/merge`,
    /** `?limit=&cursor=`: deleted contacts kept 30 days (shared/src/contacts/contact-trash.ts). */
    trash: '/api/trash',
    /** Brings `{ ids }` back from the trash. */
    trashRestore: '/api/trash/restore',
    deals: '/api/deals',
    deal: (id: string) => `/api/deals/${encodeURIComponent(id)}`,
    dealSummary: '/api/deals/summary',
    /** `?due=&status=&assignedTo=&contactId=&limit=&cursor=` (shared/src/tasks/task.schema.ts). */
    tasks: '/api/tasks',
    task: (id: string) => `/api/tasks/${encodeURIComponent(id)}`,
    dashboardMetrics: '/api/dashboard/metrics',
    aiInsights: '/api/ai-insights',
    analyticsSummary: '/api/analytics/summary',
    /** `?type=&range=` (shared/src/reports/report-query.ts). */
    reports: '/api/reports',
    /** The caller's weekly email of a report (shared/src/reports/weekly-report-email.schema.ts). */
    reportsWeeklyEmail: '/api/reports/weekly-email',
    onboardingState: '/api/user/onboarding-state',
    aiCalls: '/api/ai-calls',
    aiCall: (id: string) => `/api/ai-calls/${encodeURIComponent(id)}`,
    callQueue: '/api/ai-calling/queue',
    /** A lead chosen for auto-calling, taken off again. */
    chosenLead: (id: string) => `/api/ai-calling/chosen/${encodeURIComponent(id)}`,
    startRealCall: '/api/ai-calling/start-real-call',
    callUsage: '/api/ai-calling/usage',
    callCost: (phoneNumber: string) =>
      `/api/ai-calling/call-cost?phoneNumber=${encodeURIComponent(phoneNumber)}`,
    autoRun: '/api/ai-calling/auto-run',
    stopAutoRun: '/api/ai-calling/auto-run/stop',
    hangUpCall: (id: string) => `/api/ai-calls/${encodeURIComponent(id)}/hang-up`,
    callingSettings: '/api/settings/calling',
    indiaCalling: '/api/settings/india-calling',
    /** `?cursor=`; POST `{ scrubbedOn, numbers | csv, source? }` (shared/src/calls/dnd-numbers.ts). */
    dndNumbers: '/api/calling/dnd-numbers',
    dndNumber: (e164: string) => `/api/calling/dnd-numbers/${encodeURIComponent(e164)}`,
    aiAgentSettings: '/api/settings/ai-agent',
    organizations: '/api/organizations',
    switchOrganization: '/api/organizations/switch',
    leaveOrganization: '/api/organizations/leave',
    teamMembers: '/api/team/members',
    teamMember: (id: string) => `/api/team/members/${encodeURIComponent(id)}`,
    teamInvitations: '/api/team/invitations',
    teamInvite: '/api/team/invite',
    teamInvitation: (id: string) => `/api/team/invitations/${encodeURIComponent(id)}`,
    resendInvitation: (id: string) => `/api/team/invitations/${encodeURIComponent(id)}/resend`,
    invitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}`,
    acceptInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
    teamSettings: '/api/team/settings',
    teamAssignments: '/api/team/assignments',
    teamAssignment: (id: string) => `/api/team/assignments/${encodeURIComponent(id)}`,
    completeAssignment: (id: string) => `/api/team/assignments/${encodeURIComponent(id)}/complete`,
    assignLead: '/api/team/assign-lead',
    assignLeads: '/api/team/assign-leads',
    notificationSettings: '/api/settings/notifications',
    profile: '/api/settings/profile',
    /** Also `${securitySettings}/test-connection` (features/settings/api/test-twilio-connection.ts). */
    securitySettings: '/api/settings/security',
    trainingFiles: '/api/settings/ai-agent/training-files',
    trainingFile: (id: string) => `/api/settings/ai-agent/training-files/${encodeURIComponent(id)}`,
    completeTrainingFile: (id: string) =>
      `/api/settings/ai-agent/training-files/${encodeURIComponent(id)}/complete`,
    // WhatsApp Cloud API (functions/src/modules/whatsapp).
    emailSend: '/api/emails/send',

    whatsappSend: '/api/whatsapp/send',
    whatsappTemplates: '/api/whatsapp/templates',
    whatsappWindow: '/api/whatsapp/window',
    whatsappSettings: '/api/settings/whatsapp',
    notifications: '/api/notifications',
    notificationRead: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
    notificationsReadAll: '/api/notifications/read-all',
  },
} as const;
