/** The NPI Registry stand-in's handle (npi-registry-stand-in.mjs). */
export interface NpiRegistryStandIn {
  url: string;
  port: number;
  requests: string[];
  close(): Promise<void>;
}

export function startNpiRegistryStandIn(options?: {
  port?: number;
  host?: string;
}): Promise<NpiRegistryStandIn>;
