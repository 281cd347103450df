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
    aiCalling: '/app/ai-calling',
    team: '/app/team',
    integrations: '/app/integrations',
    reports: '/app/reports',
    settings: '/app/settings',
    /** The Settings page on one of its tabs (read back as `?tab=`). */
    settingsTab: (tab: 'notifications' | 'profile') => `/app/settings?tab=${tab}`,
    admin: '/app/admin',
    whatsapp: '/app/whatsapp',
  },
  /** Full-page navigations handled by the server. */
  auth: {
    login: '/api/login',
    logout: '/api/logout',
  },
  api: {
    currentUser: '/api/auth/user',
    contacts: '/api/contacts',
    contactsImport: '/api/contacts/import',
    contact: (id: string) => `/api/contacts/${encodeURIComponent(id)}`,
    contactActivities: (id: string) => `/api/contacts/${encodeURIComponent(id)}/activities`,
    contactDeals: (id: string) => `/api/contacts/${encodeURIComponent(id)}/deals`,
    deals: '/api/deals',
    deal: (id: string) => `/api/deals/${encodeURIComponent(id)}`,
    dealSummary: '/api/deals/summary',
    dashboardMetrics: '/api/dashboard/metrics',
    aiInsights: '/api/ai-insights',
    analyticsSummary: '/api/analytics/summary',
    onboardingState: '/api/user/onboarding-state',
    notificationSettings: '/api/settings/notifications',
    profile: '/api/settings/profile',
    notifications: '/api/notifications',
    notificationRead: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
    notificationsReadAll: '/api/notifications/read-all',
  },
} as const;
