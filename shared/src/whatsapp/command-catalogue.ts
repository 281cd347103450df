/**
 * The six WhatsApp commands of document 2 section 9, as the bot's /help and the WhatsApp page
 * show them. Fields are separated by commas (or `|`, a spaced dash, or one a line: whichever comes
 * first); the last field of /update and /log is free text, kept as typed, commas and all.
 */
export interface WhatsAppCommandInfo {
  command: '/add' | '/update' | '/log' | '/deal' | '/search' | '/help';
  syntax: string;
  description: string;
  example: string;
}

export const WHATSAPP_COMMANDS: readonly WhatsAppCommandInfo[] = [
  {
    command: '/add',
    syntax: '/add name, email, phone, company, title',
    description: 'Add a new contact. Name and email are required; the rest may be left out.',
    example: '/add John Smith, john@example.com, +919876543210, Acme Corp, CEO',
  },
  {
    command: '/update',
    syntax: '/update email, status, notes',
    description: 'Change a contact’s status (cold, warm or hot) and add notes.',
    example: '/update john@example.com, hot, Interested in the Pro plan',
  },
  {
    command: '/log',
    syntax: '/log email, conversation',
    description: 'Log a conversation on the contact’s timeline.',
    example: '/log john@example.com, Called, discussed pricing; sending proposal',
  },
  {
    command: '/deal',
    syntax: '/deal email, title, amount, stage',
    description:
      'Create a deal for the contact; the amount in US dollars. Stages: prospecting, qualification, proposal, closing, won, lost.',
    example: '/deal john@example.com, Website redesign, 50000, proposal',
  },
  {
    command: '/search',
    syntax: '/search term',
    description: 'Find contacts by name, email or company.',
    example: '/search Acme',
  },
  {
    command: '/help',
    syntax: '/help',
    description: 'List the commands.',
    example: '/help',
  },
];
