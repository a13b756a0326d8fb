// Runtime configuration. The same build runs locally and on AWS, so the values come from
// /config.json (written by the local server or by the CDK web stack), checked once at boot.
import * as z from 'zod';

const runtimeConfigSchema = z.object({
  mode: z.enum(['local', 'aws']),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Set locally: the Cognito shim in front of cognito-local (absolute or same-origin path). */
  cognitoEndpoint: z.string().min(1).optional(),
  /** Set locally: where the outbox of sent e-mails can be read. */
  mailViewerUrl: z.string().min(1).optional(),
  /** The live-updates WebSocket (ws:// or wss://); absent: lists and plans fall back to polling. */
  liveUrl: z.string().min(1).optional(),
  /** How the password travels: SRP on AWS (the app client allows nothing else), plain over TLS to the
   * local stand-in, which has no SRP. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Invalid /config.json: ${z.prettifyError(parsed.error)}`);
  const config = parsed.data;
  // Amplify wants an absolute endpoint; the local server may give a same-origin path.
  if (config.cognitoEndpoint?.startsWith('/')) {
    config.cognitoEndpoint = new URL(config.cognitoEndpoint, window.location.origin)
      .toString()
      .replace(/\/$/, '');
  }
  current = config;
  return config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before loadRuntimeConfig() finished');
  return current;
}
