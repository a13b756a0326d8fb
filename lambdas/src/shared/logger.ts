// Structured JSON logs through Powertools' Logger, one line an event, created once per container.
// The middy chain (handlers/shared/http.ts) adds the Lambda context (function_request_id) and the API
// Gateway request id (correlation_id) to every line of a request.
// No user content reaches a log: fields named for user content are replaced whole, and e-mail
// addresses are masked in every string (an SDK error can quote the address it refused).
import { Logger } from '@aws-lambda-powertools/logger';
import { observabilityConfig } from './config.js';

export const REDACTED = '[redacted]';

/**
 * Field names that hold what users wrote or who they are, at any depth of a log line. Not `name` or
 * `code`: an error's name and our error codes (`not_found`) are what a reader of the logs needs.
 */
const userContentFields = new Set([
  'email',
  'to',
  'from',
  'subject',
  'body',
  'html',
  'text',
  'title',
  'description',
  'ingredients',
  'instructions',
  'notes',
  'content',
  'page',
  'url',
  'displayname',
  'token',
  'idtoken',
  'accesstoken',
  'refreshtoken',
  'authorization',
  'cookie',
  'password',
  'verificationcode',
  'secret',
]);

const emailAddress = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

/** The Logger's JSON replacer: applied to every key and value of every line before it is written. */
export function redactUserContent(key: string, value: unknown): unknown {
  if (key !== '' && userContentFields.has(key.toLowerCase()) && value !== null && value !== undefined)
    return REDACTED;
  if (typeof value === 'string') return value.replace(emailAddress, '[e-mail]');
  return value;
}

const { LOG_LEVEL } = observabilityConfig();

export const powertoolsLogger = new Logger({
  serviceName: 'hearth',
  logLevel: LOG_LEVEL,
  jsonReplacerFn: redactUserContent,
});

type LogFields = Record<string, unknown>;

/** Hearth's logging interface: a message that says what happened, and ids and outcomes as fields. */
export const logger = {
  debug: (message: string, fields?: LogFields) => powertoolsLogger.debug(message, fields ?? {}),
  info: (message: string, fields?: LogFields) => powertoolsLogger.info(message, fields ?? {}),
  warn: (message: string, fields?: LogFields) => powertoolsLogger.warn(message, fields ?? {}),
  error: (message: string, fields?: LogFields) => powertoolsLogger.error(message, fields ?? {}),
};
