// Mail that arrives (issue 16): the SES domain identity with Easy DKIM, the configuration set every
// message goes through (suppression of bounces and complaints, events to EventBridge), and the app's
// senders and Cognito using both.
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../infra/lib/settings.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth, testEnv } from './hearth-app.js';

const mailContext = { mailFrom: 'no-reply@hearth.example' };

let hearth: SynthesisedHearth;
let mail: Template;
beforeAll(() => {
  hearth = synthHearth({ context: mailContext });
  if (!hearth.mail) throw new Error('no mail stack with mailFrom set');
  mail = Template.fromJSON(hearth.assembly.getStackByName(hearth.mail.stackName).template);
});

const configurationSetId = () => {
  const [[id]] = resourcesOf(mail, 'AWS::SES::ConfigurationSet') as [[string, unknown]];
  return id;
};

describe('the SES domain identity', () => {
  it("is mailFrom's domain, signed with 2048-bit Easy DKIM, sending through the configuration set by default", () => {
    mail.resourceCountIs('AWS::SES::EmailIdentity', 1);
    mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'hearth.example',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: configurationSetId() } },
    });
  });

  it('outputs the three DKIM CNAME records to add when there is no hosted zone', () => {
    mail.resourceCountIs('AWS::Route53::RecordSet', 0);
    const [[identityId]] = resourcesOf(mail, 'AWS::SES::EmailIdentity') as [[string, unknown]];
    for (const n of [1, 2, 3]) {
      mail.hasOutput(`DkimRecord${n}`, {
        Value: {
          'Fn::Join': [
            '',
            [
              { 'Fn::GetAtt': [identityId, `DkimDNSTokenName${n}`] },
              ' CNAME ',
              { 'Fn::GetAtt': [identityId, `DkimDNSTokenValue${n}`] },
            ],
          ],
        },
      });
    }
  });

  it('writes the DKIM records into the Route 53 zone when one is given, which may be a parent domain', () => {
    const zoned = synthHearth({
      context: {
        mailFrom: 'no-reply@mail.hearth.example',
        mailDomain: 'mail.hearth.example',
        mailHostedZoneId: 'Z0123456789ABCDEFGHIJ',
        mailHostedZoneName: 'hearth.example',
      },
    });
    const template = Template.fromJSON(zoned.assembly.getStackByName(zoned.mail?.stackName ?? '').template);
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'mail.hearth.example' });
    const records = resourcesOf(template, 'AWS::Route53::RecordSet');
    expect(records).toHaveLength(3);
    for (const [, record] of records) {
      expect(record.Properties).toMatchObject({ HostedZoneId: 'Z0123456789ABCDEFGHIJ', Type: 'CNAME' });
    }
    expect(Object.keys(template.findOutputs('DkimRecord*'))).toEqual([]);
  });
});

describe('the configuration set', () => {
  it('puts addresses that bounce or complain on the suppression list', () => {
    mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
    });
  });

  it('publishes bounce and complaint events to the default EventBridge bus', () => {
    mail.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSetId() },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      },
    });
    const [[, destination]] = resourcesOf(mail, 'AWS::SES::ConfigurationSetEventDestination') as [
      [string, { Properties: { EventDestination: { EventBridgeDestination: { EventBusArn: unknown } } } }],
    ];
    expect(
      JSON.stringify(destination.Properties.EventDestination.EventBridgeDestination.EventBusArn),
    ).toContain(':event-bus/default');
  });
});

describe('the bounce and complaint events', () => {
  it('reach a function that marks profiles, which may read the e-mail index and update the table', () => {
    const rules = resourcesOf(hearth.templates.stateful, 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    const [[, rule]] = rules as [
      [string, { Properties: { EventPattern: unknown; Targets: { Arn: unknown }[] } }],
    ];
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': ['Email Bounced', 'Email Complaint Received'],
    });
    const fn = lambdaNamed(hearth.templates.stateful, 'MailEventsFunction');
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({ Arn: { 'Fn::GetAtt': [fn.logicalId, 'Arn'] } }),
    ]);
    expect(JSON.stringify(fn.properties.Handler ?? '')).toContain('handler');
    hearth.templates.stateful.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fn.logicalId, 'Arn'] },
    });
  });
});

describe('the senders', () => {
  it('Cognito sends through SES from the verified domain, naming the configuration set', () => {
    hearth.templates.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'Hearth <no-reply@hearth.example>',
        SourceArn: Match.anyValue(),
        ConfigurationSet: { 'Fn::ImportValue': Match.stringLikeRegexp('ConfigurationSet') },
      },
    });
    const [[, pool]] = resourcesOf(hearth.templates.stateful, 'AWS::Cognito::UserPool') as [
      [string, { Properties: { EmailConfiguration: { SourceArn: unknown } } }],
    ];
    expect(JSON.stringify(pool.Properties.EmailConfiguration.SourceArn)).toContain(
      `:ses:${testEnv.region}:${testEnv.account}:identity/hearth.example"`,
    );
  });

  it('every API area that sends mail names the configuration set and may send only from Hearth, through it', () => {
    for (const area of ['Sharing', 'Billing', 'Admin', 'Account', 'Households']) {
      const fn = lambdaNamed(hearth.templates.api, `${area}Function`);
      expect(fn.environment, area).toMatchObject({
        MAIL_MODE: 'ses',
        MAIL_FROM: 'Hearth <no-reply@hearth.example>',
        MAIL_CONFIGURATION_SET: { 'Fn::ImportValue': expect.stringContaining('ConfigurationSet') },
      });
    }
    const sendStatements = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy').flatMap(([, policy]) =>
      (
        policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }
      ).Statement.filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('ses:')),
      ),
    );
    expect(sendStatements.length).toBeGreaterThanOrEqual(5);
    for (const statement of sendStatements) {
      expect(statement.Action).toBe('ses:SendEmail');
      const resources = JSON.stringify(statement.Resource);
      expect(resources).toContain(':identity/no-reply@hearth.example');
      expect(resources).toContain(':identity/hearth.example');
      expect(resources).toContain(':configuration-set/');
    }
    // Areas that send no mail get no SES rights and no set (comments and community mail nobody).
    for (const area of ['Recipes', 'Social'])
      expect(lambdaNamed(hearth.templates.api, `${area}Function`).environment).not.toHaveProperty(
        'MAIL_CONFIGURATION_SET',
      );
  });

  it('has no mail stack, Cognito its own mailer and no events rule, without mailFrom', () => {
    const plain = synthHearth();
    expect(plain.mail).toBeUndefined();
    plain.templates.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
    expect(resourcesOf(plain.templates.stateful, 'AWS::Events::Rule')).toEqual([]);
  });
});

describe('mail settings', () => {
  const settingsWith = (context: Record<string, string>) => readSettings(new App({ context }));

  it('derives the domain from mailFrom, or takes mailDomain when the sender is in it or a subdomain', () => {
    expect(settingsWith(mailContext).mailDomain).toBe('hearth.example');
    expect(
      settingsWith({ mailFrom: 'hi@mail.hearth.example', mailDomain: 'hearth.example' }).mailDomain,
    ).toBe('hearth.example');
    expect(() => settingsWith({ mailFrom: 'hi@other.example', mailDomain: 'hearth.example' })).toThrow(
      /mailFrom must be an address in mailDomain/,
    );
    expect(() => settingsWith({ mailDomain: 'hearth.example' })).toThrow(/mailDomain needs mailFrom/);
    expect(() =>
      settingsWith({ ...mailContext, mailHostedZoneId: 'Z1', mailHostedZoneName: 'elsewhere.example' }),
    ).toThrow(/must hold mailDomain/);
  });
});

describe('cdk-nag with the mail stack', () => {
  it('reports no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(hearth.app);
    const findings = report.violations.flatMap((violation) =>
      violation.violatingResources.map(
        (resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
