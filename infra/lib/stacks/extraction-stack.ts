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
// llmModelId (Bedrock model or inference-profile id, or the server's model name); llmBaseUrl.
import {
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  type StackProps,
  Token,
  Validations,
} from 'aws-cdk-lib';
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

export interface ExtractionStackProps extends StackProps {
  /** The table the long imports' jobs live in (their tasks write the steps). */
  table: ITable;
  mediaBucket: IBucket;
  /** Name of the stateful stack's export holding the media bucket ARN. */
  mediaBucketArnExport: string;
  /** The alarm topic (alarms stack): the long imports' workflow is alarmed here, beside it. */
  alarmTopic: ITopic;
}

export interface LlmSettings {
  provider: 'none' | 'bedrock' | 'openai-compatible';
  modelId?: string;
  baseUrl?: string;
}

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

/**
 * The source regions each cross-region inference profile's prefix may be called from: a `us.` profile
 * cannot be invoked in eu-west-1 (the call fails with a validation error, and every model-backed import
 * quietly falls back to the rules). Each profile's own list is on its model's page; this is its area.
 */
const profileAreas: Record<string, (region: string) => boolean> = {
  us: (region) => /^us-(east|west)-\d$/.test(region),
  'us-gov': (region) => region.startsWith('us-gov-'),
  eu: (region) => region.startsWith('eu-'),
  apac: (region) => region.startsWith('ap-'),
  jp: (region) => region === 'ap-northeast-1' || region === 'ap-northeast-3',
  au: (region) => region === 'ap-southeast-2' || region === 'ap-southeast-4',
  ca: (region) => region.startsWith('ca-'),
  global: () => true,
};

/** Refuses a cross-region inference profile the deploy's region cannot call. */
export function checkProfileRegion(modelId: string, region: string): void {
  const prefix = /^(us-gov|us|eu|apac|jp|au|ca|global)\./.exec(modelId)?.[1];
  const inArea = prefix ? profileAreas[prefix] : undefined;
  if (!prefix || !inArea || inArea(region)) return;
  const suggestion = region.startsWith('eu-') ? 'eu.' : region.startsWith('ap-') ? 'apac.' : 'global.';
  throw new Error(
    `llmModelId ${modelId} is a ${prefix}. inference profile, which cannot be called from ${region}: use the profile of this region's area (for example ${suggestion}${modelId.slice(prefix.length + 1)}, if the model offers it) or deploy in its area`,
  );
}

/** The structuring model, from CDK context; checked here so a bad deploy fails at synth. */
export function readLlmSettings(scope: Construct): LlmSettings {
  const get = (key: string) => {
    const value: unknown = scope.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const provider = get('llmProvider') ?? 'none';
  if (provider !== 'none' && provider !== 'bedrock' && provider !== 'openai-compatible')
    throw new Error('llmProvider must be none, bedrock or openai-compatible');
  const settings: LlmSettings = { provider, modelId: get('llmModelId'), baseUrl: get('llmBaseUrl') };
  if (provider !== 'none' && !settings.modelId) throw new Error(`llmProvider ${provider} needs llmModelId`);
  if (provider === 'openai-compatible' && !settings.baseUrl?.startsWith('https://'))
    throw new Error('llmProvider openai-compatible needs an https llmBaseUrl');
  const region = Stack.of(scope).region;
  if (provider === 'bedrock' && settings.modelId && !Token.isUnresolved(region))
    checkProfileRegion(settings.modelId, region);
  return settings;
}

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
            ...(usesModel.has(handler) || knowsOfModel.has(handler) ? this.modelEnvironment(llm) : {}),
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
        resources: this.bedrockModelArns(llm.modelId),
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

  private modelEnvironment(llm: LlmSettings): Record<string, string> {
    const environment: Record<string, string> = { LLM_PROVIDER: llm.provider };
    if (llm.modelId) environment.LLM_MODEL_ID = llm.modelId;
    if (llm.baseUrl) environment.LLM_BASE_URL = llm.baseUrl;
    return environment;
  }

  private bedrockModelArns(modelId: string): string[] {
    return bedrockModelArns(this, modelId);
  }
}

/**
 * The model itself, or for a cross-region inference profile (us.…, eu.…, global.…) the profile
 * and the foundation model it routes to in whichever region serves the call.
 */
export function bedrockModelArns(stack: Stack, modelId: string): string[] {
  const profile = /^(us|eu|apac|jp|au|ca|global|us-gov)\.(.+)$/.exec(modelId);
  if (!profile?.[2]) return [`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`];
  return [
    `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
    `arn:${stack.partition}:bedrock:*::foundation-model/${profile[2]}`,
  ];
}
