// Recipe import's workflows and their task Lambdas. The quick one is an Express state machine the
// extraction route runs synchronously; a file too long to read while the request waits (a scanned PDF
// of several pages, a large photo) is handed to the Standard read-document-job workflow, which reads
// on by itself and writes its steps to the job (issue 33). Their definitions are the shared ASL modules
// (also run by the local runner); this stack supplies the task Lambdas whose ARNs fill the definitions'
// `${…}` substitutions (one function per handler, Normalise serving both), and exactly the access each
// task needs: the page fetcher none; the document readers the uploaded import files (for a PDF's text
// layer, and because Textract reads S3 with its caller's permissions) and the Textract calls that read
// them; the job's tasks the job items they write; the structuring tasks the configured Bedrock model.
// Every task is pure JavaScript: pdfjs-dist is bundled and reads only the text layer (a pure-JS
// DOMMatrix stands in for the native canvas it would load), and Textract reads photos and scanned
// pages, so no native binary has to match Lambda's arm64.
// Context (all optional): llmProvider none (default) | bedrock | openai-compatible;
// llmModelId (Bedrock model or inference-profile id, or the server's model name); llmBaseUrl; read and
// checked in llm-settings.ts.
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { MEDIA_PREFIXES, underPrefix } from '../../../lambdas/src/contracts/media-keys.js';
import {
  extractRecipeDefinition,
  extractRecipeTasks,
} from '../../../lambdas/src/workflows/extract-recipe.asl.js';
import {
  READ_DOCUMENT_JOB_TIMEOUT_SECONDS,
  readDocumentJobDefinition,
  readDocumentJobTasks,
} from '../../../lambdas/src/workflows/read-document-job.asl.js';
import { bindTable, HearthFunction } from '../constructs/hearth-function.js';
import { standardWorkflow } from '../constructs/standard-workflow.js';
import { watchStandardWorkflow } from '../constructs/workflow-alarms.js';
import { lambdaSource } from '../paths.js';
import { bedrockModelArns, modelEnvironment, readLlmSettings } from './llm-settings.js';

export interface ExtractionStackProps extends StackProps {
  /** The table the long imports' jobs live in (their tasks write the steps). */
  table: ITable;
  mediaBucket: IBucket;
  /** Name of the stateful stack's export holding the media bucket ARN. */
  mediaBucketArnExport: string;
  /** The alarm topic (alarms stack): the long imports' workflow is alarmed here, beside it. */
  alarmTopic: ITopic;
}

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** A task's handler under handlers/tasks/ (one function each, whichever workflows call it). */
type TaskHandler =
  | (typeof extractRecipeTasks)[number]['handler']
  | (typeof readDocumentJobTasks)[number]['handler'];

const taskHandlers: TaskHandler[] = [
  ...new Set([...extractRecipeTasks, ...readDocumentJobTasks].map((task) => task.handler)),
];

/** Tasks that call the model; the others never see its settings. */
const usesModel = new Set<TaskHandler>([
  'structure-text',
  'read-document',
  'collect-pdf-text',
  'read-whole-document',
]);

/** Tasks that only need to know a model is configured (FetchPage hands it the text it could not read). */
const knowsOfModel = new Set<TaskHandler>(['fetch-page']);

/** Tasks that read uploads through Textract. */
const readsDocuments = new Set<TaskHandler>(['read-document', 'collect-pdf-text', 'read-whole-document']);

/** The long import's tasks, which write its steps and end on the job's item. */
const writesJobs = new Set<TaskHandler>([
  'collect-pdf-text',
  'read-whole-document',
  'finish-document-import',
]);

export class ExtractionStack extends Stack {
  readonly stateMachine: StateMachine;
  /** The read-document-job workflow (Standard), started by the extraction route (issue 33). */
  readonly readDocumentJob: StateMachine;
  readonly taskFunctions: Map<TaskHandler, HearthFunction>;

  constructor(scope: Construct, id: string, props: ExtractionStackProps) {
    super(scope, id, props);
    const llm = readLlmSettings(this);

    this.taskFunctions = new Map(
      taskHandlers.map((handler) => [
        handler,
        new HearthFunction(this, `${pascal(handler)}Function`, {
          entry: lambdaSource('handlers', 'tasks', `${handler}.ts`),
          description: `the recipe import task ${handler}`,
          timeout: Duration.seconds(30),
          // PDFs of up to 20 MB and 5 MB pages are parsed in memory.
          memorySize: handler === 'normalise' || handler === 'finish-document-import' ? 512 : 1536,
          environment: {
            ...(usesModel.has(handler) || knowsOfModel.has(handler) ? modelEnvironment(llm) : {}),
            ...(readsDocuments.has(handler)
              ? { MEDIA_BUCKET: props.mediaBucket.bucketName, OCR_PROVIDER: 'textract' }
              : {}),
          },
        }),
      ]),
    );
    const fn = (handler: TaskHandler) => {
      const found = this.taskFunctions.get(handler);
      if (!found) throw new Error(`No function for ${handler}`);
      return found;
    };
    for (const handler of writesJobs) bindTable(fn(handler), props.table, { actions: ['UpdateItem'] });

    const importFiles = underPrefix(MEDIA_PREFIXES.recipeFiles);
    for (const handler of ['read-document', 'read-whole-document'] as const) {
      const reader = fn(handler);
      // Import files only: the task never reads recipe images or videos. Textract reads the object
      // with these permissions too (DetectDocumentText and StartDocumentTextDetection on an S3Object).
      reader.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [`${Fn.importValue(props.mediaBucketArnExport)}/${importFiles}*`],
        }),
      );
      reader.addToRolePolicy(
        new PolicyStatement({
          actions: ['textract:DetectDocumentText', 'textract:StartDocumentTextDetection'],
          resources: ['*'],
        }),
      );
      Validations.of(reader.role ?? reader).acknowledge(
        {
          id: `AwsSolutions-IAM5[Resource::${props.mediaBucketArnExport}/${importFiles}*]`,
          reason:
            "Uploaded import files live under per-user keys below recipe-files/; the API only starts a read of the caller's own key.",
        },
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason:
            'Textract DetectDocumentText and StartDocumentTextDetection have no resource-level permissions; the policy allows only those two, which read the files named by this task.',
        },
      );
    }
    const collectPdfText = fn('collect-pdf-text');
    collectPdfText.addToRolePolicy(
      new PolicyStatement({ actions: ['textract:GetDocumentTextDetection'], resources: ['*'] }),
    );
    Validations.of(collectPdfText.role ?? collectPdfText).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Textract GetDocumentTextDetection has no resource-level permissions; the policy allows only that read of a job this workflow started.',
    });

    if (llm.provider === 'bedrock' && llm.modelId) {
      const statement = new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: bedrockModelArns(this, llm.modelId),
      });
      for (const handler of usesModel) {
        fn(handler).addToRolePolicy(statement);
        const role = fn(handler).role;
        const anyRegion = statement.resources.find((arn) => arn.includes(':bedrock:*:'));
        if (role && anyRegion)
          Validations.of(role).acknowledge({
            id: `AwsSolutions-IAM5[Resource::${anyRegion.replace(/^arn:[^:]+:/, 'arn:<AWS::Partition>:')}]`,
            reason:
              'A cross-region inference profile routes each call to the named foundation model in any region it covers; the model itself is fixed.',
          });
      }
    }

    const logs = new LogGroup(this, 'ExtractRecipeLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stateMachine = new StateMachine(this, 'ExtractRecipe', {
      stateMachineType: StateMachineType.EXPRESS,
      comment: 'Extracts recipes from a web page, a photo or a PDF',
      definitionBody: DefinitionBody.fromString(JSON.stringify(extractRecipeDefinition())),
      definitionSubstitutions: Object.fromEntries(
        extractRecipeTasks.map((task) => [task.substitution, fn(task.handler).functionArn]),
      ),
      // Express workflows keep no execution history of their own; the log group is where they are read.
      // Without execution data: states' input and output hold users' pages and photos' text.
      logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
      // The execution's time limit is the definition's own TimeoutSeconds (inside API Gateway's 30 s).
      tracingEnabled: true,
    });
    // The definition is a string, so CDK cannot see which functions it calls: grant exactly those.
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: extractRecipeTasks.map((task) => fn(task.handler).functionArn),
      }),
    );
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Step Functions log delivery (logs:CreateLogDelivery and friends) and X-Ray trace writes do not support resource-level permissions; CDK grants exactly those actions on *.',
    });

    this.readDocumentJob = standardWorkflow({
      owner: this,
      stack: this,
      id: 'ReadDocumentJob',
      comment: 'Reads a long document for an import (several scanned pages, a large photo), step by step',
      definition: readDocumentJobDefinition(),
      tasks: readDocumentJobTasks.map((task) => ({ substitution: task.substitution, fn: fn(task.handler) })),
      timeout: Duration.seconds(READ_DOCUMENT_JOB_TIMEOUT_SECONDS),
    });
    // Like every Standard workflow, alarmed in its own stack, where the alarm names the machine itself.
    watchStandardWorkflow(
      this,
      'ReadDocumentJobAlarm',
      this.readDocumentJob,
      props.alarmTopic,
      'Long imports (read-document-job)',
    );

    new CfnOutput(this, 'StateMachineArn', { value: this.stateMachine.stateMachineArn });
  }
}
