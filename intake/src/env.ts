/** The Worker's bindings (worker-configuration.d.ts, from `wrangler types`) and its secret. */
export interface IntakeEnv extends Env {
  /** The supplier's inbox token: `wrangler secret put INBOX_TOKEN` (locally, intake/.dev.vars). */
  INBOX_TOKEN?: string;
}

export interface IntakeContext {
  Bindings: IntakeEnv;
}
