/**
 * The Worker's bindings and variables (worker-configuration.d.ts, from `wrangler types`, which reads no secret: they
 * stay out of the generated types, so these are the same on every machine) and its secrets.
 */
export interface IntakeEnv extends Env {
  /** Cloudflare Access in front of the back office: the team's domain (`<team>.cloudflareaccess.com`) and the
   * application's audience tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** `local`: the local sign-in page of `npm start`, for the staff in STAFF_EMAILS (intake/.dev.vars). */
  STAFF_SIGN_IN?: string;
  STAFF_EMAILS?: string;
  /** The address patients' e-mails come from; without it no patient is e-mailed. */
  PATIENT_MAIL_FROM?: string;
  /** Stripe: the secret key and the webhook endpoint's signing secret; without the key, payment is taken by phone. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Another address for Stripe's API, for a local stand-in (npm start -- --payments=test); Stripe's own otherwise. */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: string;
  /** Another address for CMS's NPI Registry API, for its local stand-in (npm start); CMS's own otherwise. */
  NPI_REGISTRY_URL?: string;
  /** The clearinghouse (Stedi's healthcare API): its API key, a secret; another address for its local stand-in. */
  CLEARINGHOUSE_API_KEY?: string;
  CLEARINGHOUSE_URL?: string;
  /** The clearinghouse's core API, where what payers send back is polled (Stedi's own unless a stand-in's). */
  CLEARINGHOUSE_CORE_URL?: string;
  /** `P` once the supplier's claims are live with CEDI; test claims (`T`), which no payer pays, until then. */
  CLAIMS_USAGE?: string;
  /** The supplier's tax ID (EIN, nine digits), which every claim carries as the billing provider's. */
  SUPPLIER_TAX_ID?: string;
  /** The supplier's own NPI (type 2), as Medicare enrolled it: every eligibility check and claim carries it. */
  SUPPLIER_NPI?: string;
}

export interface IntakeContext {
  Bindings: IntakeEnv;
  Variables: { staff: string };
}
