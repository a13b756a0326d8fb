// The one SNS topic every Hearth alarm and the cost budget tell, e-mailing context `alarmEmail` when
// set. It lives in a stack of its own, deployed before the others (stacks/alarms-stack.ts), so an alarm
// can sit in the stack of what it watches: a Standard workflow's alarm beside the workflow, the live
// updates' beside the socket API, the rest in the operations stack.
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: { alarmEmail?: string }) {
    super(scope, id);
    const account = Stack.of(this).account;
    // Encrypted with a key of our own (Hearth's one customer-managed KMS key, about $1 a month):
    // CloudWatch and Budgets cannot publish to a topic under the AWS-managed SNS key.
    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the Hearth alarm topic',
      enableKeyRotation: true,
      // It guards alarm notices only: nothing encrypted under it outlives the topic.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Hearth alarms',
      masterKey: key,
      enforceSSL: true,
    });
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com']) {
      const principal = new ServicePrincipal(service);
      key.grant(principal, 'kms:Decrypt', 'kms:GenerateDataKey*');
      this.topic.addToResourcePolicy(
        new PolicyStatement({
          actions: ['sns:Publish'],
          principals: [principal],
          resources: [this.topic.topicArn],
          conditions: { StringEquals: { 'aws:SourceAccount': account } },
        }),
      );
    }
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
  }
}
