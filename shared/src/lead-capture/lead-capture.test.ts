import { describe, expect, it } from 'vitest';
import { leadFieldsFromEmail } from './email-lead';
import { parseFormBody } from './form-body';
import { leadSchema } from './lead.schema';
import { readLeadBody } from './lead-body';
import { leadFieldsFrom } from './lead-fields';
import {
  contactForm7,
  elementorAdvanced,
  elementorSimple,
  genericLead,
  gravityForms,
  gravityFormsForm,
  type SenderSample,
  wpForms,
  zapierArray,
  zapierForm,
} from './sender-samples';

const leadOf = (sample: SenderSample, mapping = {}) => {
  const body = readLeadBody(sample.contentType, sample.body);
  if (!body.ok) throw new Error(body.message);
  return leadSchema.parse(leadFieldsFrom(body.value, mapping));
};

describe('what form tools really send', () => {
  it.each([
    elementorSimple,
    elementorAdvanced,
    contactForm7,
    gravityForms,
    gravityFormsForm,
    wpForms,
    zapierArray,
    zapierForm,
    genericLead,
  ])('$label gives its lead', (sample) => {
    expect(leadOf(sample)).toMatchObject(sample.lead);
  });

  it('takes the page and the form from Elementor advanced data and Gravity Forms', () => {
    expect(leadOf(elementorAdvanced)).toMatchObject({
      page_url: 'https://shop.example.in/quote/',
      form_id: '5e1f0a2',
      source: 'website',
    });
    expect(leadOf(gravityForms)).toMatchObject({
      page_url: 'https://www.example.org/contact-us/',
      form_id: '3',
    });
  });

  it('turns a source outside the list into other, and a listed one in any case into itself', () => {
    expect(leadOf(zapierArray).source).toBe('other');
    const body = { name: 'A', email: 'a@example.com', source: 'Social Media' };
    expect(leadSchema.parse(leadFieldsFrom(body)).source).toBe('social_media');
  });

  it("uses the organization's mapping before any guess", () => {
    const body = { 'Your Full Name Here': 'Tara Singh', contact: 'tara@example.com', name: 'x' };
    const lead = leadSchema.parse(
      leadFieldsFrom(body, { 'Your Full Name Here': 'name', contact: 'email' }),
    );
    expect(lead).toMatchObject({ name: 'Tara Singh', email: 'tara@example.com' });
  });

  it('joins a first name without a last name alone', () => {
    expect(leadFieldsFrom({ first_name: 'Asha', email: 'asha@example.com' }).name).toBe('Asha');
  });
});

describe('bodies that are not leads', () => {
  it('refuses malformed JSON and an empty body with a reason', () => {
    expect(readLeadBody('application/json', '{"name": ')).toEqual({
      ok: false,
      message: 'The request body is not valid JSON',
    });
    expect(readLeadBody('application/json', '  ')).toMatchObject({ ok: false });
  });

  it('names each missing or wrong field', () => {
    const result = leadSchema.safeParse(leadFieldsFrom({ name: { first: 'A' }, email: 'nope' }));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email']));
  });

  it('keeps injection strings as plain text and refuses control characters', () => {
    const lead = leadSchema.parse(
      leadFieldsFrom({ name: "Robert'); DROP TABLE contacts;--", email: 'bobby@example.com' }),
    );
    expect(lead.name).toBe("Robert'); DROP TABLE contacts;--");
    expect(leadSchema.safeParse({ name: 'a\u0000b', email: 'a@example.com' }).success).toBe(false);
  });

  it('does not let a form key reach the object prototype', () => {
    const parsed = parseFormBody('__proto__[polluted]=1&constructor[prototype][x]=1&name=A');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed.name).toBe('A');
  });

  it('reads repeated and nested bracket keys as PHP does', () => {
    expect(parseFormBody('tags[]=a&tags[]=b&meta[page_url][value]=https%3A%2F%2Fx.in')).toEqual({
      tags: ['a', 'b'],
      meta: { page_url: { value: 'https://x.in' } },
    });
  });
});

describe('a lead from an email', () => {
  it('reads the lines of a forwarded notification, not its sender', () => {
    const fields = leadFieldsFromEmail({
      fromName: 'WordPress',
      fromAddress: 'wordpress@example.in',
      subject: 'New enquiry',
      text: 'Name: Rohan Verma\nEmail: rohan@example.com\nPhone: +91 91234 56789\nMessage: Quote\nfor 5 users\n\n--\nsent from a contact form',
    });
    expect(fields).toMatchObject({
      name: 'Rohan Verma',
      email: 'rohan@example.com',
      phone: '+91 91234 56789',
      message: 'New enquiry\n\nQuote\nfor 5 users',
    });
  });

  it('takes a direct enquiry from its sender, with subject and body as the message', () => {
    expect(
      leadFieldsFromEmail({
        fromName: 'Divya Pillai',
        fromAddress: 'divya@example.com',
        subject: 'Interested',
        text: 'Call me tomorrow',
      }),
    ).toEqual({
      name: 'Divya Pillai',
      email: 'divya@example.com',
      message: 'Interested\n\nCall me tomorrow',
    });
  });
});
