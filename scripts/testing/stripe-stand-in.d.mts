/** The Stripe stand-in's handle (stripe-stand-in.mjs): what the tests and the start script read of it. */
export interface StandInSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  line_items_named: string[];
  /** The language Stripe's page is asked for (`es`, `en` or `auto`). */
  locale: string;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  url: string | null;
}

export interface StripeStandIn {
  url: string;
  host: string;
  port: number;
  sessions: Map<string, StandInSession>;
  intents: Map<string, { id: string; amount: number; amount_refunded: number }>;
  refunds: Map<
    string,
    { id: string; amount: number; payment_intent: string; metadata: Record<string, string> }
  >;
  requests: {
    method: string;
    path: string;
    params: Record<string, unknown>;
    headers: Record<string, unknown>;
  }[];
  events: { id: string; type: string; data: { object: unknown } }[];
  pay(sessionId: string): Promise<StandInSession>;
  expire(sessionId: string): Promise<StandInSession>;
  send(type: string, object: unknown): Promise<void>;
  dashboardRefund(paymentIntent: string, amount: number): Promise<{ id: string; amount: number }>;
  refuseRefunds(message: string | null): void;
  close(): Promise<void>;
}

export function readForm(text: string): Record<string, unknown>;

export function startStripeStandIn(options?: {
  port?: number;
  host?: string;
  webhook?: string;
  secret?: string;
  deliver?: (payload: string, header: string, event: { type: string }) => Promise<void> | void;
  log?: (line: string) => void;
  stateFile?: string;
}): Promise<StripeStandIn>;
