// The import-collection workflow on AWS (issue 18): a Standard state machine running the shared ASL
// module (its Distributed Map reads the manifest from the media bucket and runs each item as a child
// execution), the four task Lambdas, and exactly the access each needs. Tasks read the table, the
// import's files under imports/ and write recipe photos under recipe-images/; the state machine may
// invoke the tasks, read manifests and start, describe and stop its own child executions. FinishImport
// may also send the mail that says a large import has ended.
import { ArnFormat, Duration, Fn, Stack, Token, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { MEDIA_PREFIXES } from '../../../lambdas/src/contracts/media-keys.js';
import {
  type ImportCollectionTask,
  importCollectionDefinition,
  importCollectionTasks,
  READ_ARCHIVE_TIMEOUT_SECONDS,
} from '../../../lambdas/src/workflows/import-collection.asl.js';
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

export interface CollectionImportProps {
  table: ITable;
  mediaBucket: IBucket;
  mediaBucketArnExport: string;
  userPoolId: string;
  userPoolClientId: string;
  /** FinishImport mails the person when a large import ends, with a link to its page. */
  appOrigin: AppOriginSetting;
  mail?: MailSending;
}

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** The state machine's logical id, the start of its generated name (its own ARN pattern below). */
export const IMPORT_STATE_MACHINE_ID = 'ImportCollection';

const OWN_NAME = `${IMPORT_STATE_MACHINE_ID}*`;

/** The ARN pattern of this workflow's state machine ('stateMachine') or its executions ('execution'). */
export const ownArn = (stack: Stack, resource: 'stateMachine' | 'execution') =>
  stack.formatArn({
    service: 'states',
    resource,
    resourceName: OWN_NAME,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });

/** How cdk-nag spells that pattern in an acknowledgement. */
export function ownArnNagId(stack: Stack, resource: 'stateMachine' | 'execution'): string {
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  return `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:${region}:${account}:${resource}:${OWN_NAME}]`;
}

export class CollectionImport extends Construct {
  readonly stateMachine: StateMachine;
  readonly taskFunctions: Map<ImportCollectionTask['state'], HearthFunction>;

  constructor(scope: Construct, id: string, props: CollectionImportProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const media = (prefix: string) => `${Fn.importValue(props.mediaBucketArnExport)}/${prefix}/*`;
    this.taskFunctions = new Map(
      importCollectionTasks.map((task) => {
        const fn = new HearthFunction(this, `${pascal(task.handler)}Function`, {
          entry: lambdaSource('handlers', 'tasks', `${task.handler}.ts`),
          description: `the import-collection task ${task.state}`,
          // ReadArchive holds the file and its items in memory (up to 500 MB, capped at 1 GB unpacked).
          timeout: Duration.seconds(task.state === 'ReadArchive' ? READ_ARCHIVE_TIMEOUT_SECONDS : 60),
          memorySize: task.state === 'ReadArchive' ? 3008 : 1024,
          environment: {
            USER_POOL_ID: props.userPoolId,
            USER_POOL_CLIENT_ID: props.userPoolClientId,
            MEDIA_BUCKET: props.mediaBucket.bucketName,
          },
        });
        bindTable(fn, props.table, {
          actions: [
            'GetItem',
            'BatchGetItem',
            'Query',
            'PutItem',
            'UpdateItem',
            'DeleteItem',
            'BatchWriteItem',
            // A recipe's create is conditioned on its owner's session record (issue 32).
            'ConditionCheckItem',
          ],
          indexes: ['gsi1', 'gsi2', 'gsi3'],
        });
        // FinishImport also writes the meals' photos that Hearth's own export brings back (issue 39).
        const prefixes = [
          MEDIA_PREFIXES.collectionImports,
          MEDIA_PREFIXES.recipeImages,
          ...(task.state === 'FinishImport' ? [MEDIA_PREFIXES.cookPhotos] : []),
        ];
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
            resources: prefixes.map(media),
          }),
        );
        Validations.of(fn.role ?? fn).acknowledge(
          ...prefixes.map((prefix) => ({
            id: `AwsSolutions-IAM5[Resource::${props.mediaBucketArnExport}/${prefix}/*]`,
            reason:
              "An import's files and its photos live under per-user keys below this prefix; the task writes only under the job owner's.",
          })),
        );
        if (task.state === 'FinishImport') {
          bindAppOrigin(fn, props.appOrigin);
          bindMail(fn, props.mail);
          // Hands the job's place to the next waiting import (issue 32): starts it on this same machine,
          // whose ARN the run carries (naming it here would make the function depend on the machine).
          fn.addToRolePolicy(
            new PolicyStatement({
              actions: ['states:StartExecution'],
              resources: [ownArn(stack, 'stateMachine')],
            }),
          );
          Validations.of(fn.role ?? fn).acknowledge({
            id: ownArnNagId(stack, 'stateMachine'),
            reason:
              "FinishImport starts the next queued import on its own state machine, whose generated name starts with this logical id; naming it exactly would make the task's role depend on the machine that invokes it.",
          });
        }
        return [task.state, fn] as const;
      }),
    );
    const fn = (state: ImportCollectionTask['state']) => this.taskFunctions.get(state) as HearthFunction;

    this.stateMachine = standardWorkflow({
      owner: this,
      stack,
      id: IMPORT_STATE_MACHINE_ID,
      comment: 'Imports a collection of recipes from an uploaded archive',
      definition: importCollectionDefinition(),
      tasks: importCollectionTasks.map((task) => ({ substitution: task.substitution, fn: fn(task.state) })),
      timeout: Duration.hours(6),
    });
    // The Distributed Map's ItemReader reads the manifest; its child executions are this machine's own.
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [media(MEDIA_PREFIXES.collectionImports)],
      }),
    );
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['states:StartExecution'],
        resources: [ownArn(stack, 'stateMachine')],
      }),
    );
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['states:DescribeExecution', 'states:StopExecution'],
        resources: [ownArn(stack, 'execution')],
      }),
    );
    Validations.of(this.stateMachine).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${props.mediaBucketArnExport}/${MEDIA_PREFIXES.collectionImports}/*]`,
        reason: "The Distributed Map reads the job's manifest, under the job owner's key below imports/.",
      },
      {
        id: ownArnNagId(stack, 'stateMachine'),
        reason:
          'A Distributed Map runs its items as child executions of its own state machine, whose generated name starts with this logical id; naming it exactly would make the role depend on the machine it serves.',
      },
      {
        id: ownArnNagId(stack, 'execution'),
        reason: 'The Distributed Map describes and stops its own child executions (same reason as above).',
      },
    );
  }
}
