import { describe, expect, it } from 'vitest';
import { emailTemplateInputSchema } from './email-template.schema';
import { DEFAULT_EMAIL_TEMPLATE, fillMergeFields, unknownMergeField } from './email-templates';

const ananya = {
  contact: { name: 'Ananya  Iyer', company: 'Iyer Textiles' },
  senderName: 'Asha Rao',
};

describe('email templates', () => {
  it('fills each merge field for the contact and the sender', () => {
    expect(
      fillMergeFields('Hi {{firstName}} ({{ name }}) of {{company}}, from {{senderName}}', ananya),
    ).toBe('Hi Ananya (Ananya  Iyer) of Iyer Textiles, from Asha Rao');
    expect(
      fillMergeFields('help {{company}}', { ...ananya, contact: { name: 'Kiran', company: null } }),
    ).toBe('help your team');
    // Not a merge field: left as typed.
    expect(fillMergeFields('{{price}} and {single}', ananya)).toBe('{{price}} and {single}');
  });

  it('signs the built-in follow-up with the sender’s name, as document 1 prefills it', () => {
    expect(fillMergeFields(DEFAULT_EMAIL_TEMPLATE.subject, ananya)).toBe(
      'Follow up - Ananya  Iyer',
    );
    const body = fillMergeFields(DEFAULT_EMAIL_TEMPLATE.body, ananya);
    expect(body.startsWith('Hi Ananya,\n')).toBe(true);
    expect(body).toContain(
      'a quick 15-minute call this week to discuss how we can help Iyer Textiles?',
    );
    expect(body.endsWith('Best regards,\nAsha Rao')).toBe(true);
  });

  it('refuses a template with a field it cannot fill, naming it and the ones it can', () => {
    expect(unknownMergeField('Dear {{firstName}}, {{price}}')).toBe('{{price}}');
    const checked = emailTemplateInputSchema.safeParse({
      name: 'Price list',
      subject: 'Prices for {{company}}',
      body: 'Dear {{firstName}},\nOur price: {{price}}',
    });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['body']);
    expect(checked.error?.issues[0]?.message).toBe(
      '{{price}} is not a merge field: use {{firstName}}, {{name}}, {{company}}, {{senderName}}',
    );
    const good = emailTemplateInputSchema.safeParse({
      name: '  Diwali offer ',
      subject: 'Diwali offer for {{company}}',
      body: 'Dear {{firstName}},\n\nWarm wishes.\n{{senderName}}',
    });
    expect(good.success && good.data.name).toBe('Diwali offer');
    expect(emailTemplateInputSchema.safeParse({ name: '', subject: 'x', body: 'y' }).success).toBe(
      false,
    );
  });
});
