/** What SalesFlow reads of Razorpay's entities (webhook payloads and API answers). */
export interface RazorpaySubscription {
  id: string;
  plan_id: string;
  status: string;
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  paid_count: number;
  payment_method?: string | null;
  notes?: Record<string, string>;
}

export interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
  invoice_id: string | null;
  amount_refunded?: number;
  created_at: number;
  subscription_id?: string;
}

export interface RazorpayEvent {
  event: string;
  created_at: number;
  payload: {
    subscription?: { entity: RazorpaySubscription };
    payment?: { entity: RazorpayPayment };
    refund?: { entity: { id: string; amount: number; payment_id: string } };
  };
}

export interface RazorpayPlan {
  id: string;
}
