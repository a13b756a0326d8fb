// One way to make a Hearth alarm, wherever it sits: described for the person it wakes, telling the
// alarm topic, and a quiet period (no data) is not a breach.
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

export interface HearthAlarmOptions {
  description: string;
  metric: IMetric;
  threshold: number;
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
  comparisonOperator?: ComparisonOperator;
}

export function hearthAlarm(scope: Construct, id: string, topic: ITopic, options: HearthAlarmOptions): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: `Hearth: ${options.description}`,
    metric: options.metric,
    threshold: options.threshold,
    evaluationPeriods: options.evaluationPeriods ?? 1,
    datapointsToAlarm: options.datapointsToAlarm,
    comparisonOperator: options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}
