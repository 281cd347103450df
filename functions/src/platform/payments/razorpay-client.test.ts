import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidCheckoutSignature, isValidWebhookSignature } from './razorpay-client';

describe('Razorpay signatures', () => {
  const secret = 'whsec_test_0123456789';
  it('accepts the checkout response signed over payment_id|subscription_id, and nothing else', () => {
    const signature = createHmac('sha256', secret).update('pay_A|sub_B').digest('hex');
    expect(isValidCheckoutSignature(secret, 'pay_A', 'sub_B', signature)).toBe(true);
    expect(isValidCheckoutSignature(secret, 'sub_B', 'pay_A', signature)).toBe(false);
    expect(isValidCheckoutSignature('other', 'pay_A', 'sub_B', signature)).toBe(false);
    expect(isValidCheckoutSignature(secret, 'pay_A', 'sub_B', '')).toBe(false);
  });

  it('accepts a webhook body only with its own HMAC', () => {
    const body = Buffer.from('{"event":"subscription.charged"}');
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    expect(isValidWebhookSignature(secret, body, signature)).toBe(true);
    expect(isValidWebhookSignature(secret, Buffer.from(`${body} `), signature)).toBe(false);
    expect(isValidWebhookSignature(secret, body, undefined)).toBe(false);
    expect(isValidWebhookSignature(secret, body, signature.toUpperCase())).toBe(false);
  });
});
