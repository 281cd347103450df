import type { WhatsAppTemplate } from '@salesflow/shared/whatsapp/whatsapp-settings';
import { readItem, readRange } from '../../platform/data/read';
import {
  commit,
  deleteWrite,
  MAX_WRITES,
  putWrite,
  type Write,
} from '../../platform/data/unit-of-work';
import { TEMPLATE_PREFIX, TEMPLATES_PARTITION, templateKey } from './whatsapp-template.entity';

/** Synced templates; their key layout is whatsapp-template.entity.ts's. */

const fromItem = (item: Record<string, unknown>): WhatsAppTemplate => ({
  name: String(item.name),
  language: String(item.language),
  category: String(item.category ?? ''),
  status: String(item.status ?? 'pending'),
  body: typeof item.body === 'string' ? item.body : null,
  parameterCount: Number(item.parameterCount ?? 0),
  usable: item.status === 'approved',
  updatedAt: String(item.updatedAt ?? ''),
});

export const listStoredTemplates = async (organizationId: string) =>
  (await readRange(TEMPLATES_PARTITION.key(organizationId), TEMPLATE_PREFIX)).map(fromItem);

export const findStoredTemplate = async (
  organizationId: string,
  name: string,
  language: string,
): Promise<WhatsAppTemplate | null> => {
  const item = await readItem(templateKey(organizationId, name, language));
  return item ? fromItem(item) : null;
};

/** The stored list becomes `templates`: new and changed ones put, gone ones removed. */
export const replaceStoredTemplates = async (
  organizationId: string,
  templates: readonly (WhatsAppTemplate & { id: string; components: unknown })[],
): Promise<void> => {
  const before = await readRange(TEMPLATES_PARTITION.key(organizationId), TEMPLATE_PREFIX);
  const kept = new Set(templates.map((t) => templateKey(organizationId, t.name, t.language).sk));
  const writes: Write[] = [
    ...templates.map((template) =>
      putWrite({
        ...templateKey(organizationId, template.name, template.language),
        type: 'whatsappTemplate',
        organizationId,
        templateId: template.id,
        name: template.name,
        language: template.language,
        category: template.category,
        status: template.status,
        body: template.body,
        parameterCount: template.parameterCount,
        components: JSON.stringify(template.components ?? []),
        updatedAt: template.updatedAt,
        createdAt: String(
          before.find(
            (item) => item.sk === templateKey(organizationId, template.name, template.language).sk,
          )?.createdAt ?? template.updatedAt,
        ),
      }),
    ),
    ...before
      .filter((item) => !kept.has(String(item.sk)))
      .map((item) => deleteWrite({ pk: item.pk, sk: item.sk })),
  ];
  // A few hundred at most: committed in transactions of at most 100.
  for (let start = 0; start < writes.length; start += MAX_WRITES) {
    await commit(writes.slice(start, start + MAX_WRITES));
  }
};
