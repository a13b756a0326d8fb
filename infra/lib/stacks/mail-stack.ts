// Mail that arrives: the sender's domain as an SES identity signed with Easy DKIM, and one
// configuration set that every message goes through (the app names it in SendEmail, Cognito in its
// e-mail settings, and it is the identity's default for anything else). The set puts addresses that
// bounce or complain on the account's suppression list, so SES stops sending to them, and publishes
// those events to the default EventBridge bus (for alarms and the app). Its own stack, deployed
// first: Cognito accepts only a verified sender, and verification waits for the DKIM records in DNS.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { PublicHostedZone } from 'aws-cdk-lib/aws-route53';
import {
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  type Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { MailSending } from '../constructs/hearth-function.js';
import type { HearthSettings } from '../settings.js';

/** The SES events that mark an address as undeliverable; published to EventBridge. */
export const suppressionEvents = [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT];

export interface MailStackProps extends StackProps {
  settings: HearthSettings & { mailFrom: string; mailDomain: string };
}

export class MailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly sending: MailSending;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { mailFrom, mailDomain, mailHostedZone } = props.settings;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: suppressionEvents,
    });

    // With a hosted zone the identity writes its DKIM CNAMEs there; the zone may be a parent domain.
    const zone = mailHostedZone
      ? PublicHostedZone.fromHostedZoneAttributes(this, 'HostedZone', mailHostedZone)
      : undefined;
    const identity: Identity = { value: mailDomain, hostedZone: zone };
    this.identity = new EmailIdentity(this, 'DomainIdentity', {
      identity,
      dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
      dkimSigning: true,
      configurationSet: this.configurationSet,
    });

    this.sending = {
      from: mailFrom,
      domain: mailDomain,
      configurationSetName: this.configurationSet.configurationSetName,
    };

    new CfnOutput(this, 'MailDomain', { value: mailDomain });
    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName });
    if (!zone) {
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `DKIM record ${index + 1} of 3 to add at the DNS provider of ${mailDomain}`,
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
  }
}
