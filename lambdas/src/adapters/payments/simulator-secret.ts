// Kept apart from stripe-settings.ts (which loads the configuration) so the CDK tests can check that
// no function on AWS is ever given it.
/** The simulator's signing secret: public on purpose, and only ever accepted on a local stack. */
export const SIMULATOR_WEBHOOK_SECRET = 'whsec_hearth_local_simulator';
