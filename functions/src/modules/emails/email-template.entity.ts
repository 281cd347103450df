import type { EmailTemplate } from '@salesflow/shared/emails/email-templates';
import { keyShape } from '../../platform/data/key-shape';

/** The organization's email templates: one partition (at most 50), one item each. */
export const EMAIL_TEMPLATES_PARTITION = keyShape('ORG#<org>#EMAILTPL');

export const TEMPLATE_PREFIX = 'TPL#';

export const emailTemplateKey = (organizationId: string, id: string) => ({
  pk: EMAIL_TEMPLATES_PARTITION.key(organizationId),
  sk: `${TEMPLATE_PREFIX}${id}`,
});

export const toEmailTemplateItem = (organizationId: string, template: EmailTemplate) => ({
  ...emailTemplateKey(organizationId, template.id),
  type: 'emailTemplate',
  organizationId,
  ...template,
});

export const fromEmailTemplateItem = (item: Record<string, unknown>): EmailTemplate => ({
  id: String(item.id),
  name: String(item.name),
  subject: String(item.subject),
  body: String(item.body),
  createdBy: String(item.createdBy),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
});
