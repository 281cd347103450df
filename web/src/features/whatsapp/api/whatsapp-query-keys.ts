/** The WhatsApp page's reads, below one key. */
export const whatsappQueryKeys = {
  all: ['whatsapp'] as const,
  status: ['whatsapp', 'status'] as const,
};
