/** What the fake keeps, as Razorpay's entities (snake_case, amounts in the currency's subunit). */
export interface FakePlan {
  id: string;
  entity: 'plan';
  interval: number;
  period: 'daily' | 'weekly' | 'monthly' | 'yearly';
  item: { id: string; name: string; amount: number; currency: string; description: string | null };
  notes: Record<string, string>;
  created_at: number;
}

export type SubscriptionStatus =
  | 'created'
  | 'authenticated'
  | 'active'
  | 'pending'
  | 'halted'
  | 'cancelled'
  | 'completed'
  | 'expired';

export type PaymentMethod = 'card' | 'upi' | 'emandate' | 'netbanking';

export interface FakeSubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  customer_id: string | null;
  status: SubscriptionStatus;
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string>;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: 'api';
  payment_method: PaymentMethod | null;
  offer_id: null;
  remaining_count: number;
  /** The fake's own: the plan a cycle-end change moves to. */
  scheduled_plan_id?: string;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: string | null;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string;
  email: string;
  contact: string;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
  /** The fake's own: whose subscription it paid. */
  subscription_id: string;
}

export interface FakeInvoice {
  id: string;
  entity: 'invoice';
  type: 'invoice';
  subscription_id: string;
  payment_id: string | null;
  status: 'paid' | 'issued';
  amount: number;
  amount_paid: number;
  currency: string;
  billing_start: number;
  billing_end: number;
  paid_at: number | null;
  short_url: string;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'processed';
  speed_processed: 'normal';
  created_at: number;
}

export interface Delivery {
  eventId: string;
  event: string;
  body: string;
  signature: string;
  attempts: { at: string; status: number }[];
  done: boolean;
}

export class RazorpayState {
  plans = new Map<string, FakePlan>();
  subscriptions = new Map<string, FakeSubscription>();
  payments = new Map<string, FakePayment>();
  invoices = new Map<string, FakeInvoice>();
  refunds = new Map<string, FakeRefund>();
  deliveries: Delivery[] = [];
  /** Where events are delivered (the merchant's webhook); null: none set. */
  webhookUrl: string | null = null;
  /** Waits before each retry of a delivery that was not answered 2xx. */
  retryDelaysMs: number[] = [200, 1000, 5000];
}
