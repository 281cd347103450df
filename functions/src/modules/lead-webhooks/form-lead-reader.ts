import { readLeadBody } from '@salesflow/shared/lead-capture/lead-body';
import { leadFieldsFrom } from '@salesflow/shared/lead-capture/lead-fields';
import type { LeadReader } from './lead-capture.service';

/** JSON or form-encoded, as WordPress form tools, Elementor, Zapier and custom code send. */
export const readFormLead: LeadReader = async (contentType, body, mapping) => {
  const read = readLeadBody(contentType, body);
  return read.ok ? { ok: true, fields: leadFieldsFrom(read.value, mapping) } : read;
};
