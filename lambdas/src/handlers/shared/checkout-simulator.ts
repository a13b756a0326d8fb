// The checkout simulator runs on a local stack only, so no deployed bundle imports simulator.ts: the
// local stack installs it here when it starts (handlers/http/billing/local.ts), and the code choosing a
// payment gateway asks for it here. On AWS nothing is installed, and the settings never name it.
import type { simulatorGateway } from '../../domain/billing/simulator.js';

let installed: typeof simulatorGateway | null = null;

export function installCheckoutSimulator(gateway: typeof simulatorGateway): void {
  installed = gateway;
}

/** The simulator's gateway factory, or null where it is not installed (any deployed Lambda). */
export const checkoutSimulator = () => installed;
