/** The WhatsApp bot's commands as the app shows them (document 2, section 9): one line each. */
export const WHATSAPP_COMMANDS: readonly {
  command: '/add' | '/update' | '/log' | '/deal' | '/search' | '/help';
  syntax: string;
  description: string;
  example: string;
}[] = [
  {
    command: '/add',
    syntax: '/add name, email, phone, company, title',
    description: 'Add a new contact with their details',
    example: '/add John Smith, john@example.com, +919876543210, Acme Corp, CEO',
  },
  {
    command: '/update',
    syntax: '/update email, status, notes',
    description: "Update a contact's status and add notes",
    example: '/update john@example.com, hot, Interested in the Pro plan',
  },
  {
    command: '/log',
    syntax: '/log email, conversation',
    description: 'Log a conversation with a contact',
    example: '/log john@example.com, Called, discussed pricing; sending proposal',
  },
  {
    command: '/deal',
    syntax: '/deal email, title, amount, stage',
    description: 'Create a deal for a contact',
    example: '/deal john@example.com, Website redesign, 50000, proposal',
  },
  {
    command: '/search',
    syntax: '/search term',
    description: 'Find contacts by name or company',
    example: '/search Acme',
  },
  {
    command: '/help',
    syntax: '/help',
    description: 'List every command and how to use it',
    example: '/help',
  },
];
