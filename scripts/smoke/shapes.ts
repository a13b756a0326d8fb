// What `npm run smoke` (smoke.ts) reads from a site and reports: the site's config, a step, the options.

export interface SiteConfig {
  mode?: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only on the local stack: Cognito's stand-in on the site's own origin. */
  cognitoEndpoint?: string;
  /** The live-updates socket (wss://…). */
  liveUrl?: string;
}

export interface SmokeStep {
  name: string;
  ok: boolean;
  ms: number;
  detail?: string;
  /** Not run, and why (detail): neither passed nor failed. */
  skipped?: boolean;
}

export interface SmokeOptions {
  /** A public recipe page the site's importer should read. */
  recipeUrl: string;
  /** Where each step is reported (default: the console). */
  report?: (step: SmokeStep) => void;
  /** The throw-away cook's address (default: a fresh one on SES's mailbox simulator). */
  email?: string;
  /** A one-use invitation code for lifetime access (reading a photo is a paid feature). */
  code?: string;
  /** The stacks' name prefix, to find the site bucket for the fallback page (default Hearth). */
  stackPrefix?: string;
  /** Whether the recipe page is the default one (then a refusal falls back to the smoke test's own page). */
  fallbackPage?: boolean;
  /** Seconds a job (collection import, export) may take (default 300). */
  jobSeconds?: number;
}
