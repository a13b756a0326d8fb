import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './env';

const aws = { mode: 'aws', region: 'eu-west-1', userPoolId: 'eu-west-1_abc', userPoolClientId: 'client' };

describe('the runtime config check', () => {
  it('accepts the config the web stack writes, defaulting the password flow to SRP', () => {
    expect(parseRuntimeConfig({ ...aws, liveUrl: 'wss://live.example' })).toEqual({
      ...aws,
      liveUrl: 'wss://live.example',
      authFlowType: 'USER_SRP_AUTH',
    });
  });

  it('keeps the local extras and leaves out unknown keys', () => {
    const local = {
      ...aws,
      mode: 'local',
      cognitoEndpoint: '/cognito',
      mailViewerUrl: '/__mail',
      authFlowType: 'USER_PASSWORD_AUTH',
      extra: 1,
    };
    const { extra: _, ...expected } = local;
    expect(parseRuntimeConfig(local)).toEqual(expected);
  });

  it('names every problem in a bad config', () => {
    expect(parseRuntimeConfig({ mode: 'cloud', region: '', userPoolId: 'p', liveUrl: 3 })).toEqual([
      'mode: expected "local" or "aws"',
      'region: expected a non-empty string',
      'userPoolClientId: expected a non-empty string',
      'liveUrl: expected a non-empty string',
    ]);
    expect(parseRuntimeConfig({ ...aws, authFlowType: 'CUSTOM' })).toEqual([
      'authFlowType: expected "USER_SRP_AUTH" or "USER_PASSWORD_AUTH"',
    ]);
    expect(parseRuntimeConfig(null)).toEqual(['expected an object']);
  });
});
