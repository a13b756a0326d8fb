// The parts of Amplify the app shell uses, in one module so lib/auth.ts can load them beside the first
// screen's code instead of inside it.
export { Amplify } from 'aws-amplify';
export { fetchAuthSession, signOut } from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';
