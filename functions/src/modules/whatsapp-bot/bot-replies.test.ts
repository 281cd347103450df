import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { WHATSAPP_COMMANDS } from '@salesflow/shared/whatsapp/command-catalogue';
import { describe, expect, it } from 'vitest';
import { MAX_REPLY, replies } from './bot-replies';

const contact = (over: Partial<Contact> = {}) =>
  ({
    id: 'c1',
    name: 'Priya Sharma',
    email: 'priya@acme.in',
    company: 'Acme',
    status: 'warm',
    score: 62,
    ...over,
  }) as Contact;

describe('the bot’s answers', () => {
  it('lists the matches of a search and how many others matched', () => {
    expect(replies.found([contact()], { count: 0, atLeast: false }, 'Acme')).toBe(
      '• *Priya Sharma* · Acme · warm · score 62\n  priya@acme.in',
    );
    expect(replies.found([contact(), contact()], { count: 2, atLeast: false }, 'Acme')).toMatch(
      /\n…and 2 more$/,
    );
    expect(replies.found([contact()], { count: 45, atLeast: true }, 'Acme')).toMatch(
      /\n…and 45\+ more$/,
    );
    expect(replies.found([], { count: 0, atLeast: false }, 'Nobody')).toBe(
      'No contacts match "Nobody".',
    );
  });

  it('keeps five long matches within one answer, "and more" included', () => {
    const long = contact({
      name: 'N'.repeat(200),
      company: 'C'.repeat(200),
      email: `${'e'.repeat(240)}@x.in`,
    });
    const reply = replies.found([long, long, long, long, long], { count: 9, atLeast: false }, 'x');
    expect(reply.length).toBeLessThanOrEqual(MAX_REPLY);
    expect(reply).toMatch(/…and 9 more$/);
    expect(replies.found([], { count: 0, atLeast: false }, 't'.repeat(4000)).length).toBeLessThan(
      100,
    );
  });

  it('shows a deal’s value in US dollars, as the app does', () => {
    const deal = { title: 'Annual plan', value: '120000.00', stage: 'proposal' } as Deal;
    expect(replies.deal(deal, contact())).toBe(
      'Deal *Annual plan* · $120,000 · proposal for Priya Sharma',
    );
  });

  it('lists the six commands with their syntax in /help, within one answer', () => {
    const help = replies.help();
    for (const { syntax } of WHATSAPP_COMMANDS) expect(help).toContain(syntax);
    expect(WHATSAPP_COMMANDS).toHaveLength(6);
    expect(help.length).toBeLessThanOrEqual(MAX_REPLY);
    expect(help).not.toMatch(/…$/);
  });
});
