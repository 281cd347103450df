import type { SubscriptionUsage } from '@salesflow/shared/plans/subscription.schema';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../testing/fetch-stub';
import { page } from './pricing-page';

const pay = vi.hoisted(() => vi.fn());
vi.mock('../../lib/razorpay-checkout', () => ({ payWithCheckout: pay }));

const usage = (plan: string) =>
  ({ plan, planName: plan, status: 'active' }) as unknown as SubscriptionUsage;
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
    await user.click(await within(card('Basic')).findByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByText('Upgrade Failed')).toBeTruthy();
    expect(screen.getByText(/Remove 1 member first/)).toBeTruthy();
    answer = () => apiError(401, 'UNAUTHORIZED', 'Sign in to continue');
    await user.click(within(card('Enterprise')).getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() =>
      expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy(),
    );
  });
});
