// Deploy settings are checked at synth, so a bad one fails before anything is deployed.
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../infra/lib/settings.js';

const withContext = (context: Record<string, string>) => new Stack(new App({ context }), 'Settings');

describe('readSettings', () => {
  it('accepts a custom domain with a us-east-1 certificate', () => {
    const settings = readSettings(
      withContext({
        appOrigin: 'https://hearth.example/',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f3b-42',
      }),
    );
    expect(settings.appOrigin).toBe('https://hearth.example');
  });

  it('refuses a certificate from another region, which CloudFront cannot use', () => {
    expect(() =>
      readSettings(
        withContext({
          appOrigin: 'https://hearth.example',
          certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/0f3b-42',
        }),
      ),
    ).toThrow('certificateArn must be an ACM certificate in us-east-1');
  });

  it('refuses a certificate without the domain it covers, and a sender that is not an address', () => {
    expect(() =>
      readSettings(withContext({ certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x' })),
    ).toThrow('certificateArn needs appOrigin');
    expect(() => readSettings(withContext({ mailFrom: 'Hearth <no-reply@hearth.example>' }))).toThrow(
      'mailFrom must be a bare e-mail address',
    );
  });
});
