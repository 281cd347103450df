import { notFound, RazorpayError } from './razorpay-errors';
import { hmacHex, nowSeconds, razorpayId } from './razorpay-ids';
import type {
  FakeInvoice,
  FakePayment,
  FakePlan,
  FakeSubscription,
  PaymentMethod,
  RazorpayState,
} from './razorpay-state';
import type { RazorpayWebhooks } from './razorpay-webhooks';

type Body = Record<string, unknown>;

const PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;

/** The end of a billing cycle that starts at `start` (seconds). */
const cycleEnd = (plan: FakePlan, start: number) => {
  const date = new Date(start * 1000);
  if (plan.period === 'daily') date.setUTCDate(date.getUTCDate() + plan.interval);
  if (plan.period === 'weekly') date.setUTCDate(date.getUTCDate() + 7 * plan.interval);
  if (plan.period === 'monthly') date.setUTCMonth(date.getUTCMonth() + plan.interval);
  if (plan.period === 'yearly') date.setUTCFullYear(date.getUTCFullYear() + plan.interval);
  return Math.floor(date.getTime() / 1000);
};

const notes = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : {};

/**
 * Razorpay Subscriptions as the fake runs them: plans, subscriptions and their cycles, payments,
 * invoices and refunds, each change announced by the webhook events Razorpay sends for it.
 */
export class RazorpayBilling {
  constructor(
    private readonly state: RazorpayState,
    private readonly webhooks: RazorpayWebhooks,
    private readonly keySecret: string,
  ) {}

  createPlan(body: Body): FakePlan {
    const period = body.period as FakePlan['period'];
    if (!PERIODS.includes(period)) throw new RazorpayError('period is invalid', 'period');
    const interval = Number(body.interval);
    if (!Number.isInteger(interval) || interval < 1) {
      throw new RazorpayError('interval must be at least 1', 'interval');
    }
    const item = (body.item ?? {}) as Body;
    const amount = Number(item.amount);
    if (typeof item.name !== 'string' || !item.name) {
      throw new RazorpayError('The item name field is required.', 'name');
    }
    if (!Number.isInteger(amount) || amount < 100) {
      throw new RazorpayError('The amount must be atleast INR 1.00', 'amount');
    }
    if (typeof item.currency !== 'string' || !/^[A-Z]{3}$/.test(item.currency)) {
      throw new RazorpayError('The currency field is required.', 'currency');
    }
    const plan: FakePlan = {
      id: razorpayId('plan'),
      entity: 'plan',
      interval,
      period,
      item: {
        id: razorpayId('item'),
        name: item.name,
        amount,
        currency: item.currency,
        description: typeof item.description === 'string' ? item.description : null,
      },
      notes: notes(body.notes),
      created_at: nowSeconds(),
    };
    this.state.plans.set(plan.id, plan);
    return plan;
  }

  plan(id: string): FakePlan {
    const plan = this.state.plans.get(id);
    if (!plan) throw notFound();
    return plan;
  }

  createSubscription(body: Body): FakeSubscription {
    const plan = this.state.plans.get(String(body.plan_id ?? ''));
    if (!plan) throw new RazorpayError('The id provided does not exist', 'plan_id');
    const total = Number(body.total_count);
    if (!Number.isInteger(total) || total < 1 || total > 100) {
      throw new RazorpayError('The total count must be between 1 and 100', 'total_count');
    }
    const id = razorpayId('sub');
    const subscription: FakeSubscription = {
      id,
      entity: 'subscription',
      plan_id: plan.id,
      customer_id: null,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity: Number(body.quantity ?? 1),
      notes: notes(body.notes),
      charge_at: null,
      start_at: typeof body.start_at === 'number' ? body.start_at : null,
      end_at: null,
      auth_attempts: 0,
      total_count: total,
      paid_count: 0,
      customer_notify: body.customer_notify !== false && body.customer_notify !== 0,
      created_at: nowSeconds(),
      expire_by: typeof body.expire_by === 'number' ? body.expire_by : null,
      short_url: `https://rzp.io/i/${id.slice(4, 12)}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: 'api',
      payment_method: null,
      offer_id: null,
      remaining_count: total,
    };
    this.state.subscriptions.set(id, subscription);
    return subscription;
  }

  subscription(id: string): FakeSubscription {
    const subscription = this.state.subscriptions.get(id);
    if (!subscription) throw notFound();
    return subscription;
  }

  /** GET /v1/subscriptions: newest first, as Razorpay lists them (`plan_id` filters). */
  subscriptionsList(planId: string | null): FakeSubscription[] {
    return [...this.state.subscriptions.values()]
      .filter((subscription) => !planId || subscription.plan_id === planId)
      .sort((a, b) => b.created_at - a.created_at);
  }

  payment(id: string): FakePayment {
    const payment = this.state.payments.get(id);
    if (!payment) throw notFound();
    return payment;
  }

  /** PATCH: a new plan now or at the cycle's end; refused for UPI and e-mandate subscriptions. */
  updateSubscription(id: string, body: Body): FakeSubscription {
    const subscription = this.subscription(id);
    if (subscription.status !== 'active' && subscription.status !== 'authenticated') {
      throw new RazorpayError(
        `Subscription is not in a state to be updated: ${subscription.status}`,
      );
    }
    if (subscription.payment_method === 'upi' || subscription.payment_method === 'emandate') {
      throw new RazorpayError(
        `Subscription cannot be updated when the payment method is ${subscription.payment_method}`,
      );
    }
    const plan = this.state.plans.get(String(body.plan_id ?? subscription.plan_id));
    if (!plan) throw new RazorpayError('The id provided does not exist', 'plan_id');
    if (body.schedule_change_at === 'cycle_end') {
      subscription.has_scheduled_changes = true;
      subscription.change_scheduled_at = subscription.current_end;
      subscription.scheduled_plan_id = plan.id;
    } else {
      subscription.plan_id = plan.id;
      this.webhooks.emit('subscription.updated', { subscription });
    }
    return subscription;
  }

  cancelSubscription(id: string, body: Body): FakeSubscription {
    const subscription = this.subscription(id);
    if (['cancelled', 'completed', 'expired'].includes(subscription.status)) {
      throw new RazorpayError('Subscription is not cancellable in cancelled status.');
    }
    if (body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true) {
      subscription.has_scheduled_changes = true;
      subscription.change_scheduled_at = subscription.current_end;
      subscription.end_at = subscription.current_end;
      return subscription;
    }
    this.cancelNow(subscription);
    return subscription;
  }

  private cancelNow(subscription: FakeSubscription) {
    subscription.status = 'cancelled';
    subscription.ended_at = nowSeconds();
    subscription.has_scheduled_changes = false;
    subscription.change_scheduled_at = null;
    this.webhooks.emit('subscription.cancelled', { subscription });
  }

  invoicesOf(subscriptionId: string | null): FakeInvoice[] {
    return [...this.state.invoices.values()]
      .filter((invoice) => !subscriptionId || invoice.subscription_id === subscriptionId)
      .sort((a, b) => b.created_at - a.created_at);
  }

  refund(paymentId: string, body: Body) {
    const payment = this.state.payments.get(paymentId);
    if (!payment) throw notFound();
    if (payment.status === 'failed') {
      throw new RazorpayError('The payment has not been captured');
    }
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 100 || amount > left) {
      throw new RazorpayError(
        'The refund amount provided is greater than amount captured',
        'amount',
      );
    }
    const refund = {
      id: razorpayId('rfnd'),
      entity: 'refund' as const,
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      status: 'processed' as const,
      speed_processed: 'normal' as const,
      created_at: nowSeconds(),
    };
    this.state.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    this.webhooks.emit('refund.processed', { refund, payment });
    return refund;
  }

  private pay(subscription: FakeSubscription, method: PaymentMethod, failed: boolean): FakePayment {
    const plan = this.plan(subscription.plan_id);
    const payment: FakePayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: plan.item.amount * subscription.quantity,
      currency: plan.item.currency,
      status: failed ? 'failed' : 'captured',
      order_id: razorpayId('order'),
      invoice_id: null,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: plan.item.name,
      email: subscription.notes.email ?? 'customer@example.com',
      contact: '+919876543210',
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed due to insufficient funds' : null,
      created_at: nowSeconds(),
      subscription_id: subscription.id,
    };
    this.state.payments.set(payment.id, payment);
    if (!failed) {
      const invoice: FakeInvoice = {
        id: razorpayId('inv'),
        entity: 'invoice',
        type: 'invoice',
        subscription_id: subscription.id,
        payment_id: payment.id,
        status: 'paid',
        amount: payment.amount,
        amount_paid: payment.amount,
        currency: payment.currency,
        billing_start: subscription.current_start ?? nowSeconds(),
        billing_end: subscription.current_end ?? nowSeconds(),
        paid_at: payment.created_at,
        short_url: `https://rzp.io/i/${payment.id.slice(4, 12)}`,
        created_at: payment.created_at,
      };
      payment.invoice_id = invoice.id;
      this.state.invoices.set(invoice.id, invoice);
    }
    return payment;
  }

  private startCycle(subscription: FakeSubscription, start: number) {
    const plan = this.plan(subscription.plan_id);
    subscription.current_start = start;
    subscription.current_end = cycleEnd(plan, start);
    subscription.charge_at = subscription.current_end;
  }

  /**
   * The customer completes Checkout (the fake's stand-in for the Checkout form): the mandate is
   * authenticated, the first cycle charged, and the handler's response given back with its
   * signature, as Checkout hands it to the merchant's page.
   */
  checkout(subscriptionId: string, method: PaymentMethod) {
    const subscription = this.subscription(subscriptionId);
    if (subscription.status === 'cancelled') {
      throw new RazorpayError('Subscription is not in a state to be authenticated: cancelled');
    }
    if (subscription.status !== 'created') {
      throw new RazorpayError('Subscription has already been authenticated');
    }
    // Past its `expire_by`, a subscription not yet authenticated can no longer be paid.
    if (subscription.expire_by !== null && nowSeconds() > subscription.expire_by) {
      subscription.status = 'expired';
      throw new RazorpayError('Subscription has expired');
    }
    subscription.status = 'authenticated';
    subscription.payment_method = method;
    subscription.auth_attempts += 1;
    this.webhooks.emit('subscription.authenticated', { subscription });
    this.startCycle(subscription, nowSeconds());
    const payment = this.pay(subscription, method, false);
    subscription.status = 'active';
    subscription.paid_count = 1;
    subscription.remaining_count = subscription.total_count - 1;
    this.webhooks.emit('subscription.activated', { subscription });
    this.webhooks.emit('subscription.charged', { subscription, payment });
    this.webhooks.emit('payment.captured', { payment });
    return {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: subscription.id,
      razorpay_signature: hmacHex(this.keySecret, `${payment.id}|${subscription.id}`),
    };
  }

  /**
   * The next cycle's charge: a scheduled plan change or cancellation takes effect first; then the
   * payment is captured (subscription.charged) or fails (payment.failed, subscription.pending).
   */
  renew(subscriptionId: string, fail: boolean) {
    const subscription = this.subscription(subscriptionId);
    if (!['active', 'pending'].includes(subscription.status)) {
      throw new RazorpayError(`Subscription cannot be charged in ${subscription.status} status`);
    }
    if (subscription.has_scheduled_changes && subscription.end_at) {
      this.cancelNow(subscription);
      return { subscription, payment: null };
    }
    if (subscription.has_scheduled_changes && subscription.scheduled_plan_id) {
      subscription.plan_id = subscription.scheduled_plan_id;
      delete subscription.scheduled_plan_id;
      subscription.has_scheduled_changes = false;
      subscription.change_scheduled_at = null;
      this.webhooks.emit('subscription.updated', { subscription });
    }
    const method = subscription.payment_method ?? 'card';
    if (fail) {
      const payment = this.pay(subscription, method, true);
      subscription.status = 'pending';
      this.webhooks.emit('payment.failed', { payment });
      this.webhooks.emit('subscription.pending', { subscription });
      return { subscription, payment };
    }
    if (subscription.status === 'active') {
      this.startCycle(subscription, subscription.current_end ?? nowSeconds());
    }
    const payment = this.pay(subscription, method, false);
    subscription.status = 'active';
    subscription.paid_count += 1;
    subscription.remaining_count = Math.max(0, subscription.remaining_count - 1);
    this.webhooks.emit('subscription.charged', { subscription, payment });
    return { subscription, payment };
  }

  /** Every retry failed: Razorpay halts the subscription. */
  halt(subscriptionId: string) {
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'halted';
    this.webhooks.emit('subscription.halted', { subscription });
    return subscription;
  }
}
