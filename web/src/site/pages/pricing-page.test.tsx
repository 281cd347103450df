import type { SubscriptionUsage } from '@salesflow/shared/plans/subscription.schema';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../testing/fetch-stub';
import { page } from './pricing-page';

const pay = vi.hoisted(() => vi.fn());
vi.mock('../../lib/razorpay-checkout', () => ({ payWithCheckout: pay }));

const usage = (plan: string, over: Partial<SubscriptionUsage> = {}) =>
  ({
    plan,
    planName: plan,
    status: plan === 'trial' ? 'trialing' : 'active',
    billingCycle: plan === 'trial' ? null : 'monthly',
    pendingPlan: null,
    periodEnd: plan === 'trial' ? null : '2026-12-24T10:00:00.000Z',
    canChangePlan: true,
    ownerName: 'Meera Nair',
    ...over,
  }) as unknown as SubscriptionUsage;
const signedOut = () => apiError(401, 'UNAUTHORIZED', 'Sign in to continue');

const card = (name: string) => screen.getByRole('region', { name: `${name} plan` });
const show = () => {
  const user = userEvent.setup();
  render(<page.Component />);
  return { user };
};

afterEach(() => {
  pay.mockReset();
});

describe('the pricing page', () => {
  it('is findable: its own title and description', () => {
    expect(page.head.title).toBe('Pricing · SalesFlow');
    expect(page.head.description).toMatch(/^SalesFlow plans from \$19 a month/);
  });

  it('shows monthly prices by default and the annual ones with their savings line', async () => {
    stubFetch({ 'GET /api/subscription/usage': signedOut });
    const { user } = show();
    expect(within(card('Professional')).getByText('$149')).toBeTruthy();
    expect(within(card('Professional')).getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Save 30%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Annual' }));
    expect(within(card('Professional')).getByText('$1,490')).toBeTruthy();
    // (12 × 149 − 1,490) = $298 a year.
    expect(within(card('Professional')).getByText('Save $298 a year')).toBeTruthy();
    expect(within(card('Basic')).getByText('No AI calling')).toBeTruthy();
    expect(within(card('Enterprise')).getByText('Unlimited contacts')).toBeTruthy();
    // The six questions, each opening on its own.
    expect(screen.getAllByRole('group').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Do you offer a money-back guarantee?')).toBeTruthy();
  });

  it('sends a visitor to sign up for the plan', async () => {
    stubFetch({ 'GET /api/subscription/usage': signedOut });
    const { user } = show();
    await user.click(within(card('Starter')).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Starting Your Journey')).toBeTruthy();
    expect(screen.getByText('Redirecting to sign up for Starter plan...')).toBeTruthy();
  });

  it('upgrades a signed-in owner through Checkout, then says so', async () => {
    const checkout = {
      scriptUrl: 'https://checkout.example/v1/checkout.js',
      keyId: 'rzp_test_x',
      subscriptionId: 'sub_ABCDEF123456',
      name: 'SalesFlow',
      description: 'Professional plan, billed monthly',
      prefill: { name: 'Asha', email: 'asha@acme.in' },
    };
    const paid = {
      razorpay_payment_id: 'pay_ABCDEF123456',
      razorpay_subscription_id: 'sub_ABCDEF123456',
      razorpay_signature: 'a'.repeat(64),
    };
    pay.mockResolvedValue(paid);
    let plan = 'starter';
    const api = stubFetch({
      'GET /api/subscription/usage': () => json(200, usage(plan)),
      'POST /api/subscription/upgrade': () =>
        json(200, { success: true, message: 'Complete the payment', checkout }),
      'POST /api/subscription/checkout/verify': () => {
        plan = 'professional';
        return json(200, {
          success: true,
          message: 'You are on the Professional plan now. Thank you!',
        });
      },
    });
    const { user } = show();
    expect(
      await within(card('Starter')).findByRole('button', { name: 'Current Plan' }),
    ).toHaveProperty('disabled', true);
    await user.click(within(card('Professional')).getByRole('button', { name: 'Upgrade Now' }));
    expect(
      await screen.findByText('You are on the Professional plan now. Thank you!'),
    ).toBeTruthy();
    expect(screen.getByText('Subscription Upgraded')).toBeTruthy();
    expect(pay).toHaveBeenCalledWith(checkout);
    expect(api.find('POST', '/api/subscription/upgrade')[0]?.body).toEqual({
      planId: 'professional',
      billingCycle: 'monthly',
    });
    expect(api.find('POST', '/api/subscription/checkout/verify')[0]?.body).toEqual(paid);
    expect(
      await within(card('Professional')).findByRole('button', { name: 'Current Plan' }),
    ).toBeTruthy();
  });

  it('says Upgrade Failed with the server’s reason, and Unauthorized when signed out meanwhile', async () => {
    let answer = () =>
      apiError(
        409,
        'CONFLICT',
        'The Basic plan holds 250 contacts and 2 members. Remove 1 member first, then change the plan.',
      );
    stubFetch({
      'GET /api/subscription/usage': () => json(200, usage('starter')),
      'POST /api/subscription/upgrade': () => answer(),
    });
    const { user } = show();
    await user.click(await within(card('Basic')).findByRole('button', { name: 'Switch to Basic' }));
    expect(await screen.findByText('Upgrade Failed')).toBeTruthy();
    expect(screen.getByText(/Remove 1 member first/)).toBeTruthy();
    answer = () => apiError(401, 'UNAUTHORIZED', 'Sign in to continue');
    await user.click(within(card('Enterprise')).getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() =>
      expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy(),
    );
  });

  it('shows a signed-in customer the app, not Login or Start Free Trial, and a smaller plan as a switch at the period’s end', async () => {
    stubFetch({ 'GET /api/subscription/usage': () => json(200, usage('professional')) });
    show();
    expect(
      await within(card('Professional')).findByRole('button', { name: 'Current Plan' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/app');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByText('Start Free Trial')).toBeNull();
    expect(within(card('Basic')).getByRole('button', { name: 'Switch to Basic' })).toBeTruthy();
    expect(
      within(card('Basic')).getByText('Takes effect at the end of your billing period.'),
    ).toBeTruthy();
    expect(within(card('Starter')).getByRole('button', { name: 'Switch to Starter' })).toBeTruthy();
    expect(within(card('Enterprise')).getByRole('button', { name: 'Upgrade Now' })).toBeTruthy();
    expect(within(card('Enterprise')).queryByText(/end of your billing period/)).toBeNull();
  });

  it('tells a member the owner can change the plan, with no button that would be refused', async () => {
    stubFetch({
      'GET /api/subscription/usage': () =>
        json(200, usage('starter', { canChangePlan: false, ownerName: 'Meera Nair' })),
    });
    show();
    expect(
      await within(card('Starter')).findByRole('button', { name: 'Current Plan' }),
    ).toHaveProperty('disabled', true);
    for (const name of ['Basic', 'Professional', 'Enterprise']) {
      expect(within(card(name)).queryByRole('button')).toBeNull();
      expect(
        within(card(name)).getByText('Only Meera Nair, the owner, can change the plan.'),
      ).toBeTruthy();
    }
  });

  it('asks where the customer is billed before the first payment, and sends it with the upgrade', async () => {
    pay.mockRejectedValue(
      new Error('The payment was not completed, so your plan was not changed.'),
    );
    const api = stubFetch({
      'GET /api/subscription/usage': () => json(200, usage('trial')),
      'GET /api/subscription/billing-details': () => json(200, { billingDetails: null }),
      'POST /api/subscription/upgrade': () =>
        json(200, {
          success: true,
          message: 'Complete the payment',
          checkout: {
            scriptUrl: 'https://checkout.example/v1/checkout.js',
            keyId: 'rzp_test_x',
            subscriptionId: 'sub_ABCDEF123456',
            name: 'SalesFlow',
            description: 'Professional plan, billed monthly',
            prefill: { name: 'Asha', email: 'asha@acme.in' },
          },
        }),
    });
    const { user } = show();
    await user.click(
      await within(card('Professional')).findByRole('button', { name: 'Upgrade Now' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Where are you billed?' });
    expect(
      within(dialog).getByText('Your country and state decide the GST on your invoice.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Legal name'), 'Kochi Realty Pvt Ltd');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'IN');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    expect(await within(dialog).findByText('Choose your state: it decides the GST')).toBeTruthy();
    expect(api.find('POST', '/api/subscription/upgrade')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('State'), '32');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(api.find('POST', '/api/subscription/upgrade')).toHaveLength(1));
    expect(api.find('POST', '/api/subscription/upgrade')[0]?.body).toEqual({
      planId: 'professional',
      billingCycle: 'monthly',
      billingDetails: { legalName: 'Kochi Realty Pvt Ltd', country: 'IN', state: '32' },
    });
  });
});
