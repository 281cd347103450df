import type { WhatsAppTemplate } from '@salesflow/shared/whatsapp/whatsapp-settings';
import { ConflictError, UpstreamError } from '../../platform/errors';
import { graphFailureMessage, listAllTemplates } from '../../platform/whatsapp/graph-client';
import { whatsAppSender } from './whatsapp-settings.service';
import { listStoredTemplates, replaceStoredTemplates } from './whatsapp-templates.repository';

/** How many {{n}} placeholders a body text takes. */
export const parameterCountOf = (body: string | null) =>
  body ? new Set([...body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => m[1])).size : 0;

/**
 * POST /api/whatsapp/templates/sync: the business account's templates read from WhatsApp (all
 * pages) and stored as they are there (status lower-cased: approved, pending, rejected, …).
 */
export const syncWhatsAppTemplates = async (
  organizationId: string,
): Promise<WhatsAppTemplate[]> => {
  const sender = await whatsAppSender(organizationId);
  if (!sender.businessAccountId) {
    throw new ConflictError(
      'Add the WhatsApp Business Account ID in Settings → Security → WhatsApp to sync message templates.',
    );
  }
  const answer = await listAllTemplates(sender.accessToken, sender.businessAccountId);
  if (answer.kind !== 'ok') throw new UpstreamError(graphFailureMessage(answer));
  const now = new Date().toISOString();
  const templates = answer.body.map((template) => {
    const body = template.components?.find((c) => c.type?.toUpperCase() === 'BODY')?.text ?? null;
    const status = template.status.toLowerCase();
    return {
      id: template.id,
      name: template.name,
      language: template.language,
      category: template.category?.toLowerCase() ?? '',
      status,
      body,
      parameterCount: parameterCountOf(body),
      usable: status === 'approved',
      updatedAt: now,
      components: template.components ?? [],
    };
  });
  await replaceStoredTemplates(organizationId, templates);
  return listWhatsAppTemplates(organizationId);
};

/** GET /api/whatsapp/templates: the organization's synced templates, approved ones first. */
export const listWhatsAppTemplates = async (organizationId: string) =>
  (await listStoredTemplates(organizationId)).sort(
    (a, b) => Number(b.usable) - Number(a.usable) || a.name.localeCompare(b.name),
  );
