// The alarm topic, in a small stack deployed first (constructs/alarm-topic.ts says why).
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { AlarmTopic } from '../constructs/alarm-topic.js';

export interface AlarmsStackProps extends StackProps {
  alarmEmail?: string;
}

export class AlarmsStack extends Stack {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsStackProps) {
    super(scope, id, props);
    this.topic = new AlarmTopic(this, 'Alarms', { alarmEmail: props.alarmEmail }).topic;
  }
}
