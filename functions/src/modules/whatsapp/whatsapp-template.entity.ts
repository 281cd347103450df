import { keyShape } from '../../platform/data/key-shape';

/**
 * Key layout of the spec's whatsapp_templates: an organization's templates in one partition
 * (`ORG#<org>#WATEMPLATES`, a few hundred at most), one item per name and language.
 */
export const TEMPLATES_PARTITION = keyShape('ORG#<org>#WATEMPLATES');
export const TEMPLATE_PREFIX = 'T#';
export const templateKey = (organizationId: string, name: string, language: string) => ({
  pk: TEMPLATES_PARTITION.key(organizationId),
  sk: `${TEMPLATE_PREFIX}${name}#${language}`,
});
