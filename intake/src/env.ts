/**
 * The Worker's bindings and variables (worker-configuration.d.ts, from `wrangler types`, which reads no secret: they
 * stay out of the generated types, so these are the same on every machine) and its secrets.
 */
export interface IntakeEnv extends Env {
  /** The supplier's inbox token: `wrangler secret put INBOX_TOKEN` (locally, intake/.dev.vars). */
  INBOX_TOKEN?: string;
}

export interface IntakeContext {
  Bindings: IntakeEnv;
}
