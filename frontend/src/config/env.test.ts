import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, runtimeConfig } from './env';

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
      authFlowType: 'USER_SRP_AUTH',
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
      'authFlowType: expected "USER_SRP_AUTH"',
    ]);
    // The password never travels: a config asking for the plain-password flow is refused (issue 40).
    expect(parseRuntimeConfig({ ...aws, authFlowType: 'USER_PASSWORD_AUTH' })).toEqual([
      'authFlowType: expected "USER_SRP_AUTH"',
    ]);
    expect(parseRuntimeConfig(null)).toEqual(['expected an object']);
  });
});

describe('starting with the config this browser kept', () => {
  const local = { ...aws, mode: 'local', authFlowType: 'USER_SRP_AUTH', cognitoEndpoint: '/cognito' };
  let stored: Map<string, string>;
  let reload: ReturnType<typeof vi.fn>;
  const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

  beforeEach(() => {
    stored = new Map();
    reload = vi.fn();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    vi.stubGlobal('window', { location: { origin: 'http://localhost', reload } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits for /config.json on the first visit, and keeps it', async () => {
    vi.stubGlobal('fetch', answer(aws));
    await expect(loadRuntimeConfig()).resolves.toMatchObject(aws);
    expect(JSON.parse(stored.get('hearth.runtime-config') ?? '{}')).toMatchObject(aws);
    expect(runtimeConfig()).toMatchObject(aws);
  });

  it('starts at once with the kept config while reading it again, and does not reload when it is the same', async () => {
    stored.set('hearth.runtime-config', JSON.stringify({ ...aws, authFlowType: 'USER_SRP_AUTH' }));
    let arrive: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (arrive = resolve))),
    );
    await expect(loadRuntimeConfig()).resolves.toMatchObject(aws);
    arrive(new Response(JSON.stringify(aws), { status: 200 }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps a changed config and reloads once with it', async () => {
    stored.set('hearth.runtime-config', JSON.stringify({ ...aws, authFlowType: 'USER_SRP_AUTH' }));
    vi.stubGlobal('fetch', answer({ ...aws, userPoolClientId: 'new-client' }));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ userPoolClientId: 'client' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(stored.get('hearth.runtime-config') ?? '{}')).toMatchObject({
      userPoolClientId: 'new-client',
    });
  });

  it('starts offline with the kept config', async () => {
    stored.set('hearth.runtime-config', JSON.stringify(local));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ mode: 'local' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
  });
});
