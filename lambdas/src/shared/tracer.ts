// X-Ray traces through Powertools' Tracer, created once per container. Every AWS SDK client is
// captured where it is made (shared/clients.ts and the few made by one function), so each call is a
// subsegment. Off locally; outside Lambda the tracer also turns itself off.
import { Tracer } from '@aws-lambda-powertools/tracer';
import { isLocal } from './config.js';

export const tracer = new Tracer({ serviceName: 'hearth', enabled: !isLocal });

/** The client, its calls traced on AWS. */
export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
