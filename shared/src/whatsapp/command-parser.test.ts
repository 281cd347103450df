import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES, contactFields } from '../contacts/contact.schema';
import { DEAL_STAGES } from '../deals/deal.schema';
import { toCents } from '../money/money';
import { WHATSAPP_COMMANDS } from './command-catalogue';
import {
  MAX_COMMAND_LENGTH,
  type ParsedCommand,
  parseWhatsAppCommand as parse,
  readAmount,
} from './command-parser';

describe('parseWhatsAppCommand', () => {
  it('reads every example of the catalogue as its command', () => {
    for (const { command, example } of WHATSAPP_COMMANDS) {
      expect(parse(example).kind, example).toBe(command.slice(1));
    }
  });

  it('reads /add with all fields or only name and email, in the ways phones type it', () => {
    const full = {
      kind: 'add',
      name: 'John Smith',
      email: 'john@example.com',
      phone: '+919876543210',
      company: 'Acme Corp',
      title: 'CEO',
    };
    expect(parse('/add John Smith, john@example.com, +919876543210, Acme Corp, CEO')).toEqual(full);
    expect(parse('  /ADD   John Smith |john@example.com| +919876543210 |Acme Corp|CEO ')).toEqual(
      full,
    );
    expect(parse('add John Smith, John@Example.com, +919876543210, Acme Corp, CEO')).toEqual(full);
    expect(parse('/add “John Smith”, john@example.com, +919876543210, Acme Corp, CEO')).toEqual(
      full,
    );
    // What is left out is absent: not null, not an empty string.
    expect(parse('/add: John Smith, john@example.com')).toStrictEqual({
      kind: 'add',
      name: 'John Smith',
      email: 'john@example.com',
    });
    // One field a line, as a card is copied; a spaced dash between fields.
    expect(
      parse('/add\nPriya Sharma\npriya@acme.in\n+91 98450 11111\nAcme Pvt. Ltd.\nCTO'),
    ).toEqual({
      kind: 'add',
      name: 'Priya Sharma',
      email: 'priya@acme.in',
      phone: '+91 98450 11111',
      company: 'Acme Pvt. Ltd.',
      title: 'CTO',
    });
    expect(parse('Add Mary-Jane Watson - mj@example.com - +12125551234')).toMatchObject({
      kind: 'add',
      name: 'Mary-Jane Watson',
      phone: '+12125551234',
    });
    expect(parse('/add Priya Sharma, priya@acme.in, , Acme')).toStrictEqual({
      kind: 'add',
      name: 'Priya Sharma',
      email: 'priya@acme.in',
      company: 'Acme',
    });
  });

  it('refuses an /add with a missing name or email, a bad email or phone, or too many fields', () => {
    expect(parse('/add')).toMatchObject({
      kind: 'error',
      command: '/add',
      message: expect.stringContaining('Missing name and email'),
    });
    expect(parse('/add John Smith')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Missing email'),
    });
    expect(parse('/add John Smith, john@')).toMatchObject({
      kind: 'error',
      message: '"john@" is not a valid email address.',
    });
    expect(parse('/add John, john@example.com, 12')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('"12" is not a valid phone number'),
    });
    expect(parse('/add A, a@b.co, +919876543210, Co, CEO, extra')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Too many fields'),
    });
    expect(parse(`/add ${'x'.repeat(201)}, a@b.co`)).toMatchObject({
      kind: 'error',
      message: 'Name must be at most 200 characters',
    });
    expect(parse(`/add A, a@b.co, , ${'x'.repeat(201)}`)).toMatchObject({
      kind: 'error',
      message: 'Company: Must be at most 200 characters',
    });
    expect(parse(`/add A, a@b.co, , Co, ${'x'.repeat(201)}`)).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Title: /),
    });
  });

  it('reads /update with a status, notes or both; notes keep their commas', () => {
    expect(parse('/update john@example.com, hot, Interested in the Pro plan')).toEqual({
      kind: 'update',
      email: 'john@example.com',
      status: 'hot',
      notes: 'Interested in the Pro plan',
    });
    expect(parse('/update john@example.com, WARM')).toStrictEqual({
      kind: 'update',
      email: 'john@example.com',
      status: 'warm',
    });
    expect(parse('/update john@example.com, hot, wants a demo, Tuesday, 4 pm')).toMatchObject({
      notes: 'wants a demo, Tuesday, 4 pm',
    });
    // A status at the end of a sentence, in a pipe message, or after a dash.
    for (const typed of [
      '/update john@example.com, Hot!',
      '/update John@Example.com., hot.',
      'UPDATE john@example.com | hot',
      'update john@example.com - HOT',
      '/update ‘john@example.com’, “hot”',
    ]) {
      expect(parse(typed), typed).toStrictEqual({
        kind: 'update',
        email: 'john@example.com',
        status: 'hot',
      });
    }
    // An email holds no space: a space after it ends the field too.
    expect(parse('/update john@example.com hot')).toStrictEqual({
      kind: 'update',
      email: 'john@example.com',
      status: 'hot',
    });
    expect(parse('update John@example.com warm, Call back, next week')).toMatchObject({
      email: 'john@example.com',
      status: 'warm',
      notes: 'Call back, next week',
    });
    expect(parse('/log john@example.com Called | wants 3 seats')).toMatchObject({
      email: 'john@example.com',
      text: 'Called | wants 3 seats',
    });
    expect(parse('/deal john@example.com Website redesign, 50,000, proposal')).toMatchObject({
      title: 'Website redesign',
      amount: '50000',
      stage: 'proposal',
    });
    expect(parse('/update john@example.com | warm | Call back, next week')).toMatchObject({
      status: 'warm',
      notes: 'Call back, next week',
    });
    expect(parse('/update john@example.com, Called back, asked for pricing')).toStrictEqual({
      kind: 'update',
      email: 'john@example.com',
      notes: 'Called back, asked for pricing',
    });
  });

  it('reads custom fields typed as name=value before the notes', () => {
    expect(
      parse('/update john@example.com, hot, Industry=IT, GST number = 27AAACB, wants a demo'),
    ).toStrictEqual({
      kind: 'update',
      email: 'john@example.com',
      status: 'hot',
      fields: { Industry: 'IT', 'GST number': '27AAACB' },
      notes: 'wants a demo',
    });
    expect(parse('/update john@example.com, vip=yes')).toStrictEqual({
      kind: 'update',
      email: 'john@example.com',
      fields: { vip: 'yes' },
    });
    expect(
      parse('/update john@example.com | employees=40 | Called, asked for pricing'),
    ).toStrictEqual({
      kind: 'update',
      email: 'john@example.com',
      fields: { employees: '40' },
      notes: 'Called, asked for pricing',
    });
    expect(parse('/update john@example.com, Budget=1,20,000, 200 seats')).toMatchObject({
      fields: { Budget: '1,20,000' },
      notes: '200 seats',
    });
    // An "=" inside the notes, after them, is the notes' own.
    expect(parse('/update john@example.com, warm, Budget discussed, 2+2=4')).toMatchObject({
      notes: 'Budget discussed, 2+2=4',
    });
  });

  it('refuses an /update without email, change, or with an unknown status', () => {
    expect(parse('/update')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Missing email'),
    });
    expect(parse('/update john@example.com')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Missing status or notes'),
    });
    expect(parse('/update john@example.com, boiling, notes')).toMatchObject({
      kind: 'error',
      message: 'Unknown status "boiling". Use cold, warm, hot.',
    });
  });

  it('reads /log with the conversation, commas and all', () => {
    expect(parse('/log john@example.com, Called, discussed pricing; sending proposal')).toEqual({
      kind: 'log',
      email: 'john@example.com',
      text: 'Called, discussed pricing; sending proposal',
    });
    expect(parse('/log john@example.com | Met at the expo | wants 3 seats')).toMatchObject({
      text: 'Met at the expo | wants 3 seats',
    });
    // The conversation is kept as typed: its own commas, spacing and line breaks.
    expect(parse('/log john@example.com,Called,then emailed;  sent the deck')).toMatchObject({
      text: 'Called,then emailed;  sent the deck',
    });
    expect(parse('/log john@example.com\nCalled.\nWants 3 seats, maybe 5')).toMatchObject({
      email: 'john@example.com',
      text: 'Called.\nWants 3 seats, maybe 5',
    });
    expect(parse('/log john@example.com - Met at the expo, wants a call')).toMatchObject({
      email: 'john@example.com',
      text: 'Met at the expo, wants a call',
    });
    expect(parse('/log john@example.com')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Missing conversation text'),
    });
  });

  it('reads /deal amounts as Indian and other users type them', () => {
    expect(parse('/deal john@example.com, Website redesign, 50000, proposal')).toEqual({
      kind: 'deal',
      email: 'john@example.com',
      title: 'Website redesign',
      amount: '50000',
      stage: 'proposal',
    });
    expect(parse('/deal john@example.com, Website redesign, 50,000, Proposal')).toMatchObject({
      amount: '50000',
      stage: 'proposal',
    });
    expect(parse('/deal john@example.com | Solar rooftop | 5,00,000 | closing')).toMatchObject({
      amount: '500000',
    });
    expect(parse('/deal john@example.com - Solar rooftop - $5k - Won.')).toEqual({
      kind: 'deal',
      email: 'john@example.com',
      title: 'Solar rooftop',
      amount: '5000',
      stage: 'won',
    });
    for (const [typed, amount] of [
      ['50k', '50000'],
      ['2.5L', '250000'],
      ['2 lakh', '200000'],
      ['1cr', '10000000'],
      ['$5,000.50', '5000.50'],
      ['$5k', '5000'],
      ['5000 USD', '5000'],
      ['USD 1,500.5', '1500.5'],
    ]) {
      expect(readAmount(typed as string), typed).toBe(amount);
    }
    // Deal values are US dollars: a rupee amount is refused, never stored as dollars.
    for (const bad of [
      'fifty',
      '-500',
      '5.5.5',
      '10 bucks',
      '1.234',
      '999999999',
      '5k5',
      '50,00,0',
      '5,0000',
      '1,2',
      '₹50,000',
      'Rs. 12000',
      '12000 INR',
      '50,000/-',
      '2 rupees',
    ]) {
      expect(readAmount(bad), bad).toBeNull();
    }
  });

  it('refuses a /deal with a missing field, a bad amount or an unknown stage', () => {
    expect(parse('/deal john@example.com, Redesign')).toMatchObject({
      message: expect.stringContaining('Missing amount'),
    });
    expect(parse('/deal john@example.com, Redesign, 5000')).toMatchObject({
      message: expect.stringContaining('Missing stage'),
    });
    expect(parse('/deal john@example.com, Redesign, lots, proposal')).toMatchObject({
      message: expect.stringContaining('"lots" is not an amount'),
    });
    expect(parse('/deal john@example.com, Redesign, 5000, negotiating')).toMatchObject({
      message:
        'Unknown stage "negotiating". Use prospecting, qualification, proposal, closing, won, lost.',
    });
    expect(parse('/deal john@example.com, Solar, ₹5,00,000, closing')).toMatchObject({
      kind: 'error',
      command: '/deal',
      message:
        '"₹5,00,000" looks like rupees; deal values are in US dollars. Send the amount in dollars, like 6000 or $6,000.',
    });
    expect(parse('/deal john@example.com | Solar | Rs 50000 | closing')).toMatchObject({
      message: expect.stringContaining('looks like rupees'),
    });
    expect(parse('/deal john@example.com, Redesign, 50,000, 5000, won')).toMatchObject({
      message: expect.stringContaining('Too many fields'),
    });
    expect(parse('/deal john@example.com, Redesign, 5000')).toMatchObject({
      message: expect.stringContaining('Send: /deal email, title, amount, stage'),
    });
    // What was typed is quoted cut short: the answer stays a line.
    expect(parse(`/deal john@example.com, X, ${'9'.repeat(60)}, won`)).toMatchObject({
      message: `"${'9'.repeat(39)}…" is not an amount. Write it like 50000, 50,000, 50k or 2.5L.`,
    });
    expect(parse('/deal nobody, Redesign, 5000, won')).toMatchObject({
      message: '"nobody" is not a valid email address.',
    });
  });

  it('reads /search and /help, and needs a term to search', () => {
    expect(parse('/search Acme')).toEqual({ kind: 'search', term: 'Acme' });
    expect(parse('search   "Sharma Textiles"')).toEqual({
      kind: 'search',
      term: 'Sharma Textiles',
    });
    expect(parse('/Search: Acme?')).toEqual({ kind: 'search', term: 'Acme' });
    expect(parse('/search')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Missing search term'),
    });
    expect(parse('/help')).toEqual({ kind: 'help' });
    expect(parse('Help')).toEqual({ kind: 'help' });
    expect(parse('HELP!')).toEqual({ kind: 'help' });
  });

  it('leaves chat alone and names an unknown slash command', () => {
    for (const chat of [
      'Hi, is this SalesFlow?',
      'ok',
      'help me understand the price',
      'add me to the list',
      'add me to the list, please',
      'Deal is done, thanks',
      'update: the meeting moved to 4',
      'log in does not work - help',
      'log in fails, please help',
      'deal with it',
      '',
      '👍',
    ]) {
      expect(parse(chat), chat).toEqual({ kind: 'none' });
    }
    expect(parse('/delete john@example.com')).toStrictEqual({
      kind: 'error',
      message: 'Unknown command /delete. Send /help to see the commands.',
    });
  });

  it('refuses a slash command longer than a WhatsApp message, and leaves long chat alone', () => {
    const long = `/log john@example.com, ${'a'.repeat(MAX_COMMAND_LENGTH)}`;
    expect(parse(long)).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('too long'),
    });
    expect(parse(`log john@example.com, ${'a'.repeat(MAX_COMMAND_LENGTH)}`)).toEqual({
      kind: 'none',
    });
  });
});

/** What a command hands on must already pass the forms' rules: the service never gets junk. */
const followsTheForms = (command: ParsedCommand) => {
  switch (command.kind) {
    case 'add':
      expect(contactFields.name.safeParse(command.name).success).toBe(true);
      expect(contactFields.email.safeParse(command.email).success).toBe(true);
      expect(command.email).toBe(command.email.toLowerCase());
      for (const key of ['phone', 'company', 'title'] as const) {
        if (key in command) expect(contactFields[key].safeParse(command[key]).data).toBeTruthy();
      }
      return;
    case 'update':
      expect(contactFields.email.safeParse(command.email).success).toBe(true);
      if ('status' in command) expect(CONTACT_STATUSES).toContain(command.status);
      if ('notes' in command) expect(command.notes?.trim()).toBeTruthy();
      // Custom fields' values ("Budget=1,20,000") may be all an update sets.
      for (const [name, value] of Object.entries(command.fields ?? {})) {
        expect(name.trim()).toBeTruthy();
        expect(typeof value).toBe('string');
      }
      expect('status' in command || 'notes' in command || 'fields' in command).toBe(true);
      return;
    case 'log':
      expect(contactFields.email.safeParse(command.email).success).toBe(true);
      expect(command.text.trim()).not.toBe('');
      return;
    case 'deal':
      expect(contactFields.email.safeParse(command.email).success).toBe(true);
      expect(toCents(command.amount)).not.toBeNull();
      expect(DEAL_STAGES).toContain(command.stage);
      expect(command.title).not.toBe('');
      return;
    case 'search':
      expect(command.term.trim()).not.toBe('');
      return;
    case 'error':
      expect(command.message.length).toBeGreaterThan(0);
      expect(command.message.length).toBeLessThan(300);
      return;
    default:
      return;
  }
};

describe('parseWhatsAppCommand on anything typed', () => {
  it('never throws, and hands on only what the forms accept', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        followsTheForms(parse(text));
      }),
      { numRuns: 500 },
    );
    const field = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        'hot',
        'Won.',
        '50,000',
        '5,00,0',
        '₹5,000',
        '2.5L',
        '$5k',
        '+919876543210',
        '',
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(
          '/add',
          'add',
          '/DEAL',
          'deal',
          '/update',
          'Update',
          '/log',
          'search',
          'help',
        ),
        fc.array(field, { maxLength: 7 }),
        fc.constantFrom(', ', ',', ' | ', ' - ', '\n'),
        (word, fields, separator) => {
          followsTheForms(parse(`${word} ${fields.join(separator)}`));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
