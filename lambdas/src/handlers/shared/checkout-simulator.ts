// The checkout simulator runs on a local stack only, so no deployed bundle imports simulator.ts: the
// local stack installs it here when it starts (handlers/http/billing/local.ts), and the code choosing a
// payment gateway asks for it here. On AWS nothing is installed, and the settings never name it.
// It brings the webhook signatures it signs with, so a caller needs no Stripe library of its own.
import type { WebhookSignatures } from '../../domain/billing/ports.js';
import type { simulatorGateway } from '../../domain/billing/simulator.js';

let installed: { gateway: typeof simulatorGateway; signatures: WebhookSignatures } | null = null;

export function installCheckoutSimulator(
  gateway: typeof simulatorGateway,
  signatures: WebhookSignatures,
): void {
  installed = { gateway, signatures };
}

/** The simulator's gateway factory, or null where it is not installed (any deployed Lambda). */
export const checkoutSimulator = () => installed?.gateway ?? null;

/** The signatures the installed simulator signs its events with. */
export const simulatorSignatures = () => installed?.signatures ?? null;
