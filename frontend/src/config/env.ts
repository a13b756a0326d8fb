// Runtime configuration. The same build runs locally and on AWS, so the values come from
// /config.json (written by the local server or by the CDK web stack), checked once at boot.
// Checked by hand rather than with zod: this runs before the first render, and zod is not needed to draw
// the first screen.

export type RuntimeConfig = {
  mode: 'local' | 'aws';
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally: the Cognito shim in front of cognito-local (absolute or same-origin path). */
  cognitoEndpoint?: string;
  /** Set locally: where the outbox of sent e-mails can be read. */
  mailViewerUrl?: string;
  /** The live-updates WebSocket (ws:// or wss://); absent: lists and plans fall back to polling. */
  liveUrl?: string;
  /** How the password is proven: SRP, the only flow the app client allows, on AWS and locally alike
   * (the local Cognito shim plays Cognito's side of it), so the password never leaves the browser. */
  authFlowType: 'USER_SRP_AUTH';
};

const required = ['region', 'userPoolId', 'userPoolClientId'] as const;
const optional = ['cognitoEndpoint', 'mailViewerUrl', 'liveUrl'] as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The config, or the list of what is wrong with it. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | string[] {
  if (typeof value !== 'object' || value === null) return ['expected an object'];
  const raw = value as Record<string, unknown>;
  const problems: string[] = [];
  if (raw.mode !== 'local' && raw.mode !== 'aws') problems.push('mode: expected "local" or "aws"');
  for (const key of required) if (!isText(raw[key])) problems.push(`${key}: expected a non-empty string`);
  for (const key of optional)
    if (raw[key] !== undefined && !isText(raw[key])) problems.push(`${key}: expected a non-empty string`);
  const authFlowType = raw.authFlowType ?? 'USER_SRP_AUTH';
  if (authFlowType !== 'USER_SRP_AUTH') problems.push('authFlowType: expected "USER_SRP_AUTH"');
  if (problems.length > 0) return problems;
  const config = { mode: raw.mode, authFlowType } as RuntimeConfig;
  for (const key of [...required, ...optional]) if (raw[key] !== undefined) config[key] = raw[key] as string;
  return config;
}

let current: RuntimeConfig | null = null;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  const config = parseRuntimeConfig(await response.json());
  if (Array.isArray(config)) throw new Error(`Invalid /config.json: ${config.join('; ')}`);
  // Amplify wants an absolute endpoint; the local server may give a same-origin path.
  if (config.cognitoEndpoint?.startsWith('/')) {
    config.cognitoEndpoint = new URL(config.cognitoEndpoint, window.location.origin)
      .toString()
      .replace(/\/$/, '');
  }
  return config;
}

const STORED_CONFIG = 'hearth.runtime-config';

function storedConfig(): RuntimeConfig | null {
  try {
    const config = parseRuntimeConfig(JSON.parse(localStorage.getItem(STORED_CONFIG) ?? 'null'));
    return Array.isArray(config) ? null : config;
  } catch {
    return null;
  }
}

/**
 * The config this browser read last time, at once, while /config.json is read again beside the first
 * screen (issue 20: through the service worker, behind the screen's code, it held up the first data
 * request by hundreds of milliseconds). The first visit waits for it. Should the new answer differ (a
 * redeploy with another user pool), it is kept and the page reloads once with it.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const fresh = fetchRuntimeConfig().then((config) => {
    localStorage.setItem(STORED_CONFIG, JSON.stringify(config));
    return config;
  });
  const stored = storedConfig();
  if (!stored) {
    current = await fresh;
    return current;
  }
  fresh.then(
    (config) => {
      if (JSON.stringify(config) !== JSON.stringify(stored)) window.location.reload();
    },
    // Offline: the config kept is the one to start with.
    () => undefined,
  );
  current = stored;
  return stored;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before loadRuntimeConfig() finished');
  return current;
}
