import { describe, expect, it } from 'vitest';
import { billingDetailsSchema, invoiceHtml, invoiceNumber, taxOf } from './invoice';

describe('invoices', () => {
  it('puts 18% GST inside an Indian customer’s price: CGST + SGST in Maharashtra, IGST elsewhere', () => {
    const mumbai = taxOf(14_900, { country: 'IN', state: '27' });
    expect(mumbai.taxableCents).toBe(12_627);
    expect(mumbai.lines).toEqual([
      { label: 'CGST 9%', cents: 1136 },
      { label: 'SGST 9%', cents: 1137 },
    ]);
    expect(mumbai.placeOfSupply).toBe('Maharashtra (27)');
    const karnataka = taxOf(14_900, { country: 'IN', state: '29', gstin: '29AABCU9603R1ZJ' });
    expect(karnataka.lines).toEqual([{ label: 'IGST 18%', cents: 2273 }]);
    expect(karnataka.placeOfSupply).toBe('Karnataka (29)');
    // Kept before states were asked: the GSTIN's state decides.
    expect(taxOf(14_900, { country: 'IN', gstin: '27AABCU9603R1ZM' }).lines).toHaveLength(2);
    expect(karnataka.taxableCents + 2273).toBe(14_900);
  });

  it('zero-rates a customer abroad, and one with no details', () => {
    expect(taxOf(4900, { country: 'SG' })).toMatchObject({
      taxableCents: 4900,
      lines: [],
      placeOfSupply: 'Outside India (SG)',
    });
    expect(taxOf(4900, null).lines).toEqual([]);
  });

  it('checks the details as the form does', () => {
    expect(
      billingDetailsSchema.safeParse({
        legalName: 'Acme',
        country: 'in',
        state: '27',
        gstin: '27aabcu9603r1zm',
      }).data,
    ).toEqual({
      legalName: 'Acme',
      country: 'IN',
      state: '27',
      gstin: '27AABCU9603R1ZM',
    });
    const fields = (input: unknown) =>
      billingDetailsSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(fields({ legalName: 'A', country: 'IN' })).toEqual(['state']);
    expect(fields({ legalName: 'A', country: 'IN', state: '25' })).toEqual(['state']);
    expect(
      fields({ legalName: 'A', country: 'IN', state: '29', gstin: '27AABCU9603R1ZM' }),
    ).toEqual(['gstin']);
    expect(fields({ legalName: 'A', country: 'SG', gstin: '27AABCU9603R1ZM' })).toEqual(['gstin']);
    expect(fields({ legalName: 'A', country: 'SG' })).toBeUndefined();
    expect(billingDetailsSchema.safeParse({ legalName: ' ', country: 'IN' }).success).toBe(false);
    expect(billingDetailsSchema.safeParse({ legalName: 'A', country: 'India' }).success).toBe(
      false,
    );
    expect(
      billingDetailsSchema.safeParse({ legalName: 'A', country: 'IN', gstin: '12345' }).success,
    ).toBe(false);
  });

  it('numbers and prints an invoice, escaping what the customer typed', () => {
    expect(invoiceNumber('2026-11-24T10:00:00.000Z', 'pay_Abc123XyZ')).toBe(
      'SF-20261124-ABC123XYZ',
    );
    const html = invoiceHtml(
      {
        id: 'pay_1',
        number: 'SF-1',
        paidAt: '2026-11-24T10:00:00.000Z',
        periodStart: '2026-11-24T10:00:00.000Z',
        periodEnd: '2026-12-24T10:00:00.000Z',
        description: 'SalesFlow Professional plan, monthly',
        amountCents: 14_900,
        currency: 'USD',
        tax: taxOf(14_900, { country: 'IN', state: '29' }),
        refundedCents: 0,
        status: 'paid',
      },
      { legalName: '<script>alert(1)</script>', country: 'IN' },
    );
    expect(html).toContain('IGST 18%');
    expect(html).toContain('USD 149.00');
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
