import { readCustomText } from '@salesflow/shared/custom-fields/custom-text';
import type { CustomFieldValues } from '@salesflow/shared/custom-fields/custom-values';
import { readCustomFields } from './custom-fields.repository';

const nameOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/**
 * Contact custom values typed by name (`Industry=IT`, a WhatsApp /update): each name is a contact
 * field's label or key, any case, each value read by its type (custom-text.ts). All of them, or
 * the first problem, as the user is told it: an unknown name lists the fields there are.
 */
export const typedCustomValues = async (
  organizationId: string,
  typed: Readonly<Record<string, string>>,
): Promise<{ values: CustomFieldValues; said: string[] } | { problem: string }> => {
  const fields = await readCustomFields(organizationId, 'contact');
  const values: CustomFieldValues = {};
  const said: string[] = [];
  for (const [name, text] of Object.entries(typed)) {
    const field = fields.find(
      (f) => nameOf(f.label) === nameOf(name) || nameOf(f.key) === nameOf(name),
    );
    if (!field) {
      return {
        problem: fields.length
          ? `No custom field "${name.slice(0, 40)}". Fields: ${fields.map((f) => f.label).join(', ')}.`
          : `No custom field "${name.slice(0, 40)}": your team has none.`,
      };
    }
    if (!text.trim()) continue;
    const read = readCustomText(field, text);
    if ('problem' in read) return { problem: read.problem };
    values[field.key] = read.value;
    said.push(
      `${field.label} ${typeof read.value === 'boolean' ? (read.value ? 'yes' : 'no') : read.value}`,
    );
  }
  return { values, said };
};
