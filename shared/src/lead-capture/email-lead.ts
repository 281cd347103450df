/**
 * A lead from an email: a forwarded lead notification ("New enquiry" with "Name: / Email: /
 * Phone:" lines, as WordPress form plugins and portals send) names the lead in its lines; a
 * direct enquiry is from the lead itself. The MIME parsing is the function's (mailparser); this is
 * what is read from the parsed parts.
 */
export interface ParsedEmail {
  fromName: string | null;
  fromAddress: string | null;
  subject: string | null;
  text: string | null;
}

const LINE_FIELDS: Array<[RegExp, string]> = [
  [/^(?:your[ -])?(?:full[ -]?)?name$/, 'name'],
  [/^first[ -]?name$/, 'first_name'],
  [/^(?:last[ -]?name|surname)$/, 'last_name'],
  [/^(?:your[ -])?e-?mail(?:[ -]address)?$/, 'email'],
  [
    /^(?:your[ -])?(?:phone|tel|telephone|mobile|phone number|mobile number|contact number)$/,
    'phone',
  ],
  [/^(?:company|company name|organi[sz]ation|business)$/, 'company'],
  [/^(?:job title|title|designation|position)$/, 'title'],
  [/^(?:your[ -])?(?:message|comments?|enquiry|inquiry|requirements?)$/, 'message'],
  [/^(?:page url|page|source url|url)$/, 'page_url'],
  [/^(?:form id|form)$/, 'form_id'],
];

const fieldOfLabel = (label: string): string | null => {
  const key = label.trim().toLowerCase().replace(/\s+/g, ' ');
  return LINE_FIELDS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
};

/** "Label: value" lines of the body; a message may run on over the lines that follow it. */
const labelledLines = (text: string): Record<string, string> => {
  const found: Record<string, string> = {};
  let open: string | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^>+\s?/, '').trim();
    // A signature ends the message.
    if (line === '--') {
      open = null;
      continue;
    }
    const match = /^\**([A-Za-z][A-Za-z -]{0,30}?)\**\s*:\s*(.*)$/.exec(line);
    const field = match ? fieldOfLabel(match[1] as string) : null;
    if (match && field) {
      open = field === 'message' ? field : null;
      if (found[field] === undefined && (match[2] ?? '').trim())
        found[field] = (match[2] ?? '').trim();
      else if (found[field] === undefined && field === 'message') found[field] = '';
      continue;
    }
    if (match) open = null;
    if (open && line) found[open] = found[open] ? `${found[open]}\n${line}` : line;
  }
  return found;
};

/** The lead's fields, before the lead schema checks them. */
export const leadFieldsFromEmail = (email: ParsedEmail): Record<string, unknown> => {
  const lines = labelledLines(email.text ?? '');
  const joined = [lines.first_name, lines.last_name].filter(Boolean).join(' ');
  const fromLines = Boolean(lines.email);
  const fields: Record<string, unknown> = {
    name: lines.name || joined || (fromLines ? undefined : (email.fromName ?? undefined)),
    email: lines.email ?? email.fromAddress ?? undefined,
    phone: lines.phone,
    company: lines.company,
    title: lines.title,
    page_url: lines.page_url,
    form_id: lines.form_id,
  };
  // A direct enquiry: its whole body is the message, under its subject.
  const body = fromLines ? lines.message : (email.text ?? '').trim();
  const message = [email.subject?.trim(), body?.trim()].filter(Boolean).join('\n\n');
  if (message) fields.message = message;
  if (!fields.name && typeof fields.email === 'string') {
    fields.name = fields.email.split('@')[0];
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''));
};
