/** The WhatsApp page's API URLs; apart from paths.ts, which is in the entry chunk. */
export const whatsappPaths = {
  status: '/api/whatsapp/status',
  testMessage: '/api/whatsapp/test-message',
} as const;
