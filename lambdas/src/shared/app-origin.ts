// The site's public origin, for links in e-mails. APP_ORIGIN wins (local runs, custom domains). On AWS
// without a custom domain the Cognito trigger and the API are deployed before CloudFront exists, so
// the web stack writes the CloudFront origin to the SSM parameter named by APP_ORIGIN_PARAMETER and we
// read it once per container, on first use.
import { ssm } from './clients.js';
import { config } from './config.js';

let pending: Promise<string> | undefined;

async function readOriginParameter(name: string): Promise<string> {
  const { GetParameterCommand } = await import('@aws-sdk/client-ssm');
  const result = await (await ssm()).send(new GetParameterCommand({ Name: name }));
  const value = result.Parameter?.Value;
  if (!value) throw new Error(`SSM parameter ${name} holds no app origin`);
  return value.replace(/\/+$/, '');
}

export function appOrigin(): Promise<string> {
  if (config.APP_ORIGIN) return Promise.resolve(config.APP_ORIGIN.replace(/\/+$/, ''));
  const parameter = config.APP_ORIGIN_PARAMETER;
  if (!parameter) return Promise.reject(new Error('Hearth configuration is missing APP_ORIGIN'));
  // A failed read is forgotten so the next invocation tries again instead of failing forever.
  pending ??= readOriginParameter(parameter).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
