// The export-everything workflow on AWS (issue 18): a Standard state machine running the shared ASL
// module, its two task Lambdas and exactly the access each needs. BuildExport reads the person's
// recipes, ratings, meal plans and list (by key and index, never Scan), reads recipe photos and writes
// the zip under exports/ as a multipart upload; FinishExport reads the job and the profile, marks a
// failed job and sends the mail. The state machine may only invoke those two functions.
import { Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { MEDIA_PREFIXES } from '../../../lambdas/src/contracts/media-keys.js';
import {
  BUILD_EXPORT_TIMEOUT_SECONDS,
  type ExportEverythingTask,
  exportEverythingDefinition,
  exportEverythingTasks,
} from '../../../lambdas/src/workflows/export-everything.asl.js';
import { lambdaSource } from '../paths.js';
import {
  type AppOriginSetting,
  bindAppOrigin,
  bindMail,
  bindTable,
  HearthFunction,
  type MailSending,
} from './hearth-function.js';
import { standardWorkflow } from './standard-workflow.js';

export interface ExportEverythingProps {
  table: ITable;
  mediaBucket: IBucket;
  mediaBucketArnExport: string;
  appOrigin: AppOriginSetting;
  mail?: MailSending;
}

export class ExportEverything extends Construct {
  readonly stateMachine: StateMachine;
  readonly taskFunctions: Map<ExportEverythingTask['state'], HearthFunction>;

  constructor(scope: Construct, id: string, props: ExportEverythingProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const media = (prefix: string) => `${Fn.importValue(props.mediaBucketArnExport)}/${prefix}/*`;
    const acknowledgePrefix = (fn: HearthFunction, prefix: string, reason: string) =>
      Validations.of(fn.role ?? fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${props.mediaBucketArnExport}/${prefix}/*]`,
        reason,
      });

    const build = new HearthFunction(this, 'BuildExportFunction', {
      entry: lambdaSource('handlers', 'tasks', 'build-export.ts'),
      description: 'the export-everything task BuildExport',
      timeout: Duration.seconds(BUILD_EXPORT_TIMEOUT_SECONDS),
      // One photo and one 8 MiB part in memory at a time; the rest streams.
      memorySize: 1024,
      environment: { MEDIA_BUCKET: props.mediaBucket.bucketName },
    });
    bindTable(build, props.table, {
      actions: ['GetItem', 'Query', 'UpdateItem', 'ConditionCheckItem'],
      indexes: ['gsi1', 'gsi3'],
    });
    build.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [media(MEDIA_PREFIXES.recipeImages), media(MEDIA_PREFIXES.cookPhotos)],
      }),
    );
    build.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:AbortMultipartUpload'],
        resources: [media(MEDIA_PREFIXES.exports)],
      }),
    );
    acknowledgePrefix(
      build,
      MEDIA_PREFIXES.recipeImages,
      "Recipe photos live under per-user keys below this prefix; the task reads only the job owner's recipes' photos.",
    );
    acknowledgePrefix(
      build,
      MEDIA_PREFIXES.cookPhotos,
      "Cook-log photos live under per-user keys below this prefix; the task reads only the photos the job's household's log keeps.",
    );
    acknowledgePrefix(
      build,
      MEDIA_PREFIXES.exports,
      "Each export's zip is written under the job owner's key below this prefix.",
    );

    const finish = new HearthFunction(this, 'FinishExportFunction', {
      entry: lambdaSource('handlers', 'tasks', 'finish-export.ts'),
      description: 'the export-everything task FinishExport',
      timeout: Duration.seconds(60),
    });
    bindTable(finish, props.table, { actions: ['GetItem', 'UpdateItem'] });
    bindAppOrigin(finish, props.appOrigin);
    bindMail(finish, props.mail);

    this.taskFunctions = new Map([
      ['BuildExport', build],
      ['FinishExport', finish],
    ]);
    const fn = (state: ExportEverythingTask['state']) => this.taskFunctions.get(state) as HearthFunction;

    this.stateMachine = standardWorkflow({
      owner: this,
      stack,
      id: 'ExportEverything',
      comment: 'Builds a zip of everything one person keeps in Hearth',
      definition: exportEverythingDefinition(),
      tasks: exportEverythingTasks.map((task) => ({ substitution: task.substitution, fn: fn(task.state) })),
      timeout: Duration.hours(1),
    });
  }
}
