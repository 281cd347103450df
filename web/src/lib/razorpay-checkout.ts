import type { CheckoutDetails } from '@salesflow/shared/plans/subscription.schema';

/** What Razorpay Checkout hands the page once the customer has paid. */
export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open: () => void;
  on: (
    event: 'payment.failed',
    fn: (response: { error?: { description?: string } }) => void,
  ) => void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const loaded = new Map<string, Promise<RazorpayConstructor>>();

/** Checkout's script, once per URL (Razorpay's; the fake's on the local stack). */
const loadCheckout = (scriptUrl: string): Promise<RazorpayConstructor> => {
  let loading = loaded.get(scriptUrl);
  if (!loading) {
    loading = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => {
        const found = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
        if (found) resolve(found);
        else reject(new Error('The payment form did not load. Please try again.'));
      };
      script.onerror = () => {
        loaded.delete(scriptUrl);
        reject(
          new Error('The payment form could not be reached. Check your connection and try again.'),
        );
      };
      document.head.append(script);
    });
    loaded.set(scriptUrl, loading);
  }
  return loading;
};

export class CheckoutClosedError extends Error {
  constructor() {
    super('The payment was not completed, so your plan was not changed.');
  }
}

/**
 * Opens Razorpay Checkout for a subscription the server created; resolves with the signed
 * response to verify, rejects when the customer closes it or the payment fails.
 */
export const payWithCheckout = async (details: CheckoutDetails): Promise<CheckoutResponse> => {
  const Razorpay = await loadCheckout(details.scriptUrl);
  return new Promise<CheckoutResponse>((resolve, reject) => {
    const checkout = new Razorpay({
      key: details.keyId,
      subscription_id: details.subscriptionId,
      name: details.name,
      description: details.description,
      prefill: details.prefill,
      theme: { color: '#2563eb' },
      handler: (response: CheckoutResponse) => resolve(response),
      modal: { ondismiss: () => reject(new CheckoutClosedError()) },
    });
    checkout.on('payment.failed', (response) =>
      reject(new Error(response.error?.description ?? 'The payment failed. Please try again.')),
    );
    checkout.open();
  });
};
