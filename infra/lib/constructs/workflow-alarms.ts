// The alarm of a Standard workflow (collection import, export everything), made in the workflow's own
// stack so it names the machine directly. A job's own troubles (a bad archive, a recipe that will not
// save) end in its finishing task, which records them: an execution that fails or runs out of time
// means the workflow itself broke. A cancelled job is an aborted execution, the person's own choice,
// and is not alarmed.
import { Duration } from 'aws-cdk-lib';
import { type Alarm, MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { hearthAlarm } from './hearth-alarm.js';

const fiveMinutes = Duration.minutes(5);

export function watchStandardWorkflow(
  scope: Construct,
  id: string,
  machine: StateMachine,
  topic: ITopic,
  what: string,
): Alarm {
  return hearthAlarm(scope, id, topic, {
    description: `${what}: an execution failed, timed out or was throttled`,
    metric: new MathExpression({
      expression: 'failed + timedOut + throttled',
      usingMetrics: {
        failed: machine.metricFailed({ period: fiveMinutes, statistic: 'Sum' }),
        timedOut: machine.metricTimedOut({ period: fiveMinutes, statistic: 'Sum' }),
        throttled: machine.metricThrottled({ period: fiveMinutes, statistic: 'Sum' }),
      },
      label: `${what}: broken executions`,
      period: fiveMinutes,
    }),
    threshold: 1,
  });
}
