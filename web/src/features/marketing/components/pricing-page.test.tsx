import type { SubscriptionUsage } from '@salesflow/shared/plans/subscription.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { PricingPage } from './pricing-page';

const pay = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/razorpay-checkout', () => ({ payWithCheckout: pay }));

const usage = (plan: string) =>
  ({ plan, planName: plan, status: 'active' }) as unknown as SubscriptionUsage;

const card = (name: string) => screen.getByRole('region', { name: `${name} plan` });

afterEach(() => {
  pay.mockReset();
  vi.useRealTimers();
});

describe('Pricing page', () => {
  it('shows monthly prices by default and the annual ones with their savings line', async () => {
    stubFetch({
      'GET /api/subscription/usage': () => apiError(401, 'UNAUTHORIZED', 'Sign in to continue'),
    });
    const { user } = renderWithProviders(<PricingPage />);
    expect(await within(card('Professional')).findByText('$149')).toBeTruthy();
    expect(within(card('Professional')).getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Save 30%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annual' }));
    expect(within(card('Professional')).getByText('$1,490')).toBeTruthy();
    // (12 × 149 − 1,490) = $298 a year.
    expect(within(card('Professional')).getByText('Save $298 a year')).toBeTruthy();
    expect(within(card('Basic')).getByText('No AI calling')).toBeTruthy();
    expect(within(card('Enterprise')).getByText('Unlimited contacts')).toBeTruthy();
  });

  it('sends a visitor to sign up for the plan', async () => {
    stubFetch({
      'GET /api/subscription/usage': () => apiError(401, 'UNAUTHORIZED', 'Sign in to continue'),
    });
    const { user } = renderWithProviders(<PricingPage />);
    const button = await within(card('Starter')).findByRole('button', { name: 'Start Free Trial' });
    await user.click(button);
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
    const api = stubFetch({
      'GET /api/subscription/usage': () => json(200, usage('starter')),
      'POST /api/subscription/upgrade': () =>
        json(200, { success: true, message: 'Complete the payment', checkout }),
      'POST /api/subscription/checkout/verify': () =>
        json(200, { success: true, message: 'You are on the Professional plan now. Thank you!' }),
    });
    const { user } = renderWithProviders(<PricingPage />);
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
    const { user } = renderWithProviders(<PricingPage />);
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
