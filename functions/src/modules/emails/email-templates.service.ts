import type {
  EmailTemplateInput,
  EmailTemplatePatch,
} from '@salesflow/shared/emails/email-template.schema';
import {
  EMAIL_TEMPLATE_LIMITS,
  type EmailTemplate,
} from '@salesflow/shared/emails/email-templates';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { NotFoundError, ValidationError } from '../../platform/errors';
import {
  emailTemplateDeleteWrite,
  emailTemplateInsertWrite,
  emailTemplateReplaceWrite,
  findEmailTemplate,
  readEmailTemplates,
} from './email-templates.repository';

type Caller = Pick<AuthContext, 'organizationId' | 'userId'>;

const byName = (a: EmailTemplate, b: EmailTemplate) => a.name.localeCompare(b.name);

/** GET /api/email-templates: the organization's templates, by name (every member uses them). */
export const listEmailTemplates = async (auth: Caller): Promise<{ items: EmailTemplate[] }> => ({
  items: (await readEmailTemplates(auth.organizationId)).sort(byName),
});

/** POST /api/email-templates (managers and above; the route table says who). */
export const createEmailTemplate = async (
  auth: Caller,
  input: EmailTemplateInput,
): Promise<EmailTemplate> => {
  const existing = await readEmailTemplates(auth.organizationId);
  if (existing.length >= EMAIL_TEMPLATE_LIMITS.perOrganization) {
    throw new ValidationError([
      {
        field: 'name',
        message: `There are ${EMAIL_TEMPLATE_LIMITS.perOrganization} templates already; delete one first`,
      },
    ]);
  }
  const now = new Date().toISOString();
  const template: EmailTemplate = {
    id: newId(),
    ...input,
    createdBy: auth.userId,
    createdAt: now,
    updatedAt: now,
  };
  await commit([emailTemplateInsertWrite(auth.organizationId, template)]);
  return template;
};

const templateOf = async (auth: Caller, id: string) => {
  const template = await findEmailTemplate(auth.organizationId, id);
  if (!template) throw new NotFoundError('Template not found');
  return template;
};

/** PUT /api/email-templates/{id}: the fields sent change. */
export const updateEmailTemplate = async (
  auth: Caller,
  id: string,
  patch: EmailTemplatePatch,
): Promise<EmailTemplate> => {
  const previous = await templateOf(auth, id);
  const next: EmailTemplate = {
    ...previous,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    updatedAt: new Date().toISOString(),
  };
  await commit([emailTemplateReplaceWrite(auth.organizationId, previous, next)]);
  return next;
};

/** DELETE /api/email-templates/{id} */
export const deleteEmailTemplate = async (auth: Caller, id: string): Promise<void> => {
  const template = await templateOf(auth, id);
  await commit([emailTemplateDeleteWrite(auth.organizationId, template)]);
};
