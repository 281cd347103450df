import type { EmailTemplate } from '@salesflow/shared/emails/email-templates';
import { readItem, readRange } from '../../platform/data/read';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  EMAIL_TEMPLATES_PARTITION,
  emailTemplateKey,
  fromEmailTemplateItem,
  TEMPLATE_PREFIX,
  toEmailTemplateItem,
} from './email-template.entity';

const changedMeanwhile = () =>
  new ConflictError('This template was changed meanwhile. Reload it and try again.');

/** The organization's templates (one partition, at most 50). */
export const readEmailTemplates = async (organizationId: string): Promise<EmailTemplate[]> =>
  (await readRange(EMAIL_TEMPLATES_PARTITION.key(organizationId), TEMPLATE_PREFIX)).map(
    fromEmailTemplateItem,
  );

export const findEmailTemplate = async (
  organizationId: string,
  id: string,
): Promise<EmailTemplate | null> => {
  const item = await readItem(emailTemplateKey(organizationId, id));
  return item ? fromEmailTemplateItem(item) : null;
};

export const emailTemplateInsertWrite = (organizationId: string, template: EmailTemplate): Write =>
  putWrite(toEmailTemplateItem(organizationId, template), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This template exists already'),
  });

/** The template as changed, only while it is as it was read. */
export const emailTemplateReplaceWrite = (
  organizationId: string,
  previous: EmailTemplate,
  next: EmailTemplate,
): Write =>
  putWrite(toEmailTemplateItem(organizationId, next), {
    expression: 'updatedAt = :seen',
    values: { ':seen': previous.updatedAt },
    error: changedMeanwhile,
  });

export const emailTemplateDeleteWrite = (organizationId: string, template: EmailTemplate): Write =>
  deleteWrite(emailTemplateKey(organizationId, template.id), {
    expression: 'updatedAt = :seen',
    values: { ':seen': template.updatedAt },
    error: changedMeanwhile,
  });
