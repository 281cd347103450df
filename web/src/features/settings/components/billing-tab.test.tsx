import type { SubscriptionUsage } from '@salesflow/shared/plans/subscription.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { BillingTab } from './billing-tab';

const usage = (overrides: Partial<SubscriptionUsage> = {}): SubscriptionUsage => ({
  plan: 'professional',
  planName: 'Professional',
  status: 'active',
  billingCycle: 'monthly',
  pendingPlan: null,
  periodEnd: '2026-12-24T10:00:00.000Z',
  cancelsOn: null,
  refundable: true,
  trialEndsAt: null,
  renewsOn: '2026-12-24',
  contacts: { used: 1200, limit: 2500 },
  aiCalls: { used: 40, limit: 500 },
  members: { used: 6, limit: 20 },
  canChangePlan: true,
  ownerName: 'Meera Nair',
  ...overrides,
});

const invoice = {
  id: 'pay_Abc123XyZ',
  number: 'SF-20261124-ABC123XYZ',
  paidAt: '2026-11-24T10:00:00.000Z',
  periodStart: '2026-11-24T10:00:00.000Z',
  periodEnd: '2026-12-24T10:00:00.000Z',
  description: 'SalesFlow Professional plan, monthly',
  amountCents: 14_900,
  currency: 'USD',
  tax: {
    taxableCents: 12_627,
    lines: [{ label: 'IGST 18%', cents: 2273 }],
    note: 'Prices include GST.',
    placeOfSupply: 'Karnataka (29)',
  },
  refundedCents: 0,
  status: 'paid',
};

describe('Settings → Billing', () => {
  it('shows the plan, its usage and invoices; cancels after asking', async () => {
    const api = stubFetch({
      'GET /api/subscription/usage': () => json(200, usage()),
      'GET /api/subscription/invoices': () =>
        json(200, { invoices: [invoice], billingDetails: null }),
      'POST /api/subscription/cancel': () =>
        json(200, { success: true, message: 'Your Professional plan stays until 24 Dec 2026.' }),
    });
    const { user } = renderWithProviders(<BillingTab />);
    expect(await screen.findByText('Renews on 24 Dec 2026.')).toBeTruthy();
    expect(screen.getByText('1,200 of 2,500')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByText('SF-20261124-ABC123XYZ')).toBeTruthy();
    expect(within(table).getByText('IGST 18% 22.73')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/subscription/invoices/pay_Abc123XyZ',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(api.find('POST', '/api/subscription/cancel')).toHaveLength(1));
  });

  it('tells a member that invoices are the owner’s, and an ended trial what to do', async () => {
    stubFetch({
      'GET /api/subscription/usage': () =>
        json(
          200,
          usage({
            plan: 'trial',
            planName: 'Trial',
            status: 'trial_expired',
            refundable: false,
            periodEnd: null,
          }),
        ),
      'GET /api/subscription/invoices': () =>
        apiError(403, 'FORBIDDEN', 'This needs the owner role'),
    });
    renderWithProviders(<BillingTab />);
    expect(
      await screen.findByText(
        'Your trial has ended: SalesFlow is read-only until you choose a plan.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a Plan' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(
      await screen.findByText(
        'Only the owner of the organization sees its invoices and billing details.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request Refund' })).toBeNull();
  });

  it('checks billing details as the server does', async () => {
    const api = stubFetch({
      'GET /api/subscription/usage': () => json(200, usage()),
      'GET /api/subscription/invoices': () => json(200, { invoices: [], billingDetails: null }),
      'PUT /api/subscription/billing-details': () =>
        json(200, {
          billingDetails: { legalName: 'Acme', country: 'IN', gstin: '29AABCU9603R1ZJ' },
        }),
    });
    const { user } = renderWithProviders(<BillingTab />);
    await user.type(await screen.findByLabelText('GSTIN (optional)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    expect(await screen.findByText('Legal name is required')).toBeTruthy();
    expect(screen.getByText('GSTIN is 15 characters, e.g. 27AABCU9603R1ZM')).toBeTruthy();
    await user.type(screen.getByLabelText('Legal name'), 'Acme');
    await user.clear(screen.getByLabelText('GSTIN (optional)'));
    await user.type(screen.getByLabelText('GSTIN (optional)'), '29aabcu9603r1zj');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(within(await screen.findByRole('listbox')).getByText('Karnataka'));
    await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/subscription/billing-details')).toHaveLength(1),
    );
    expect(api.find('PUT', '/api/subscription/billing-details')[0]?.body).toEqual({
      legalName: 'Acme',
      country: 'IN',
      state: '29',
      gstin: '29AABCU9603R1ZJ',
      address: '',
    });
  }, 40_000);

  it('shows a member the plan and who can change it, with no button the server would refuse', async () => {
    stubFetch({
      'GET /api/subscription/usage': () => json(200, usage({ canChangePlan: false })),
      'GET /api/subscription/invoices': () =>
        apiError(403, 'FORBIDDEN', 'Only the owner can do this'),
    });
    renderWithProviders(<BillingTab />);
    expect(await screen.findByText('Renews on 24 Dec 2026.')).toBeTruthy();
    expect(
      screen.getByText('Only Meera Nair, the owner, can change, cancel or refund the plan.'),
    ).toBeTruthy();
    for (const name of ['Change Plan', 'Cancel Subscription', 'Request Refund']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('asks an owner in India for the state of the billing address, and saves it', async () => {
    const api = stubFetch({
      'GET /api/subscription/usage': () => json(200, usage()),
      'GET /api/subscription/invoices': () => json(200, { invoices: [], billingDetails: null }),
      'PUT /api/subscription/billing-details': () =>
        json(200, {
          billingDetails: { legalName: 'Acme Traders', country: 'IN', state: '27' },
        }),
    });
    const { user } = renderWithProviders(<BillingTab />);
    await user.type(await screen.findByLabelText('Legal name'), 'Acme Traders');
    await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    expect(await screen.findByText('Choose your state: it decides the GST')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(within(await screen.findByRole('listbox')).getByText('Maharashtra'));
    await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/subscription/billing-details')[0]?.body).toEqual({
        legalName: 'Acme Traders',
        country: 'IN',
        state: '27',
        address: '',
      }),
    );
  }, 40_000);
});
