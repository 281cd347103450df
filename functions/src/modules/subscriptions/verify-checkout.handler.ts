import { checkoutVerifySchema } from '@salesflow/shared/plans/subscription.schema';
import { ConflictError } from '../../platform/errors';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { razorpayKeys } from '../../platform/payments/razorpay-client';
import { verifyCheckout } from './checkout.service';

/** POST /api/subscription/checkout/verify: `{ success, message }` once the plan is on. */
export const handler = route({ body: checkoutVerifySchema }, async ({ auth, body }) => {
  const keys = razorpayKeys();
  if (!keys) throw new ConflictError('Payments are not configured');
  const { planName } = await verifyCheckout(auth, keys, body);
  return json(200, { success: true, message: `You are on the ${planName} plan now. Thank you!` });
});
