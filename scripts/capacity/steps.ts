// What changes as Hearth grows (docs/SCALE.md, "Steps"): at each size, the quotas to ask AWS for
// (Service Quotas, or the SES and Bedrock consoles) and to tell the deploy about (`-c quota:<name>=…`,
// so the throttles that derive from them follow), chosen so every quota keeps at least twice the
// busiest hour's demand. `npm run capacity` applies the asks of the step a size falls in.
import type { QuotaValues } from '../../infra/lib/api-throttles.js';

export interface ScaleStep {
  /** From this many active families. */
  families: number;
  /** Quotas to have raised by then (the account's, so also `-c quota:<name>=<value>` at deploy). */
  asks: Partial<QuotaValues>;
  /** What else changes, in words. */
  changes: string[];
}

export const scaleSteps: ScaleStep[] = [
  {
    families: 0,
    asks: {},
    changes: [
      'Leave the SES sandbox (200 messages a day, to verified addresses only) before inviting anyone.',
      "A new account's Lambda concurrency may be 10 (about 50,000 families' peak hour: --quota lambdaConcurrency=10 shows it); ask for 1,000 before launch.",
    ],
  },
  {
    families: 100_000,
    asks: { sesProductionPerDay: 200_000 },
    changes: [
      'SES: 200,000 messages a day (AWS raises it on request for an account with low bounce and complaint rates).',
      'Nothing else: every other quota and partition keeps twice its peak at the AWS defaults.',
    ],
  },
  {
    families: 1_000_000,
    asks: {
      sesProductionPerDay: 2_000_000,
      sesProductionRate: 100,
      apiAccountRate: 20_000,
      apiAccountBurst: 10_000,
      textractDetectRate: 20,
      bedrockRequestsPerMinute: 4_000,
      cognitoUserToken: 300,
      webSocketNewConnections: 5_000,
    },
    changes: [
      'API Gateway: 20,000 requests a second for the account; with -c quota:apiAccountRate=20000 the stages take half and a fifth of it.',
      'Textract 20 calls a second and the model 4,000 calls a minute; the import and suggestion routes follow (-c quota:…).',
      'Cognito token refreshes 300 a second; WebSocket new connections 5,000 a second (a blip reconnects every open tab).',
      'SES 2,000,000 messages a day, 100 a second.',
    ],
  },
];

/** The step a number of families falls in. */
export function stepFor(families: number): ScaleStep {
  return [...scaleSteps].reverse().find((step) => families >= step.families) ?? (scaleSteps[0] as ScaleStep);
}
