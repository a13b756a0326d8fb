// The extract-recipe workflow: an Express state machine the extraction route runs synchronously.
// Its definition is the shared ASL module (also run by the local runner); this stack supplies the
// task Lambdas whose ARNs fill the definition's `${…}` substitutions, and exactly the access each
// task needs: the page fetcher none; ReadDocument the uploaded import files (for a PDF's text layer,
// and because Textract reads S3 with its caller's permissions) and the Textract calls that read
// them; CollectPdfText the result of a Textract job; the structuring tasks the configured Bedrock model.
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
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { MEDIA_PREFIXES, underPrefix } from '../../../lambdas/src/contracts/media-keys.js';
import {
  type ExtractRecipeTask,
  extractRecipeDefinition,
  extractRecipeTasks,
} from '../../../lambdas/src/workflows/extract-recipe.asl.js';
import { HearthFunction } from '../constructs/hearth-function.js';
import { lambdaSource } from '../paths.js';

export interface ExtractionStackProps extends StackProps {
  mediaBucket: IBucket;
  /** Name of the stateful stack's export holding the media bucket ARN. */
  mediaBucketArnExport: string;
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

/** Tasks that call the model; the others never see its settings. */
const usesModel = new Set<ExtractRecipeTask['state']>(['StructureText', 'ReadDocument', 'CollectPdfText']);

/** Tasks that only need to know a model is configured (FetchPage hands it the text it could not read). */
const knowsOfModel = new Set<ExtractRecipeTask['state']>(['FetchPage']);

/** Tasks that read uploads through Textract. */
const readsDocuments = new Set<ExtractRecipeTask['state']>(['ReadDocument', 'CollectPdfText']);

export class ExtractionStack extends Stack {
  readonly stateMachine: StateMachine;
  readonly taskFunctions: Map<ExtractRecipeTask['state'], HearthFunction>;

  constructor(scope: Construct, id: string, props: ExtractionStackProps) {
    super(scope, id, props);
    const llm = readLlmSettings(this);

    this.taskFunctions = new Map(
      extractRecipeTasks.map((task) => [
        task.state,
        new HearthFunction(this, `${pascal(task.handler)}Function`, {
          entry: lambdaSource('handlers', 'tasks', `${task.handler}.ts`),
          description: `the extract-recipe task ${task.state}`,
          timeout: Duration.seconds(30),
          // PDFs of up to 20 MB and 5 MB pages are parsed in memory.
          memorySize: task.state === 'Normalise' ? 512 : 1536,
          environment: {
            ...(usesModel.has(task.state) || knowsOfModel.has(task.state) ? this.modelEnvironment(llm) : {}),
            ...(readsDocuments.has(task.state)
              ? { MEDIA_BUCKET: props.mediaBucket.bucketName, OCR_PROVIDER: 'textract' }
              : {}),
          },
        }),
      ]),
    );
    const fn = (state: ExtractRecipeTask['state']) => {
      const found = this.taskFunctions.get(state);
      if (!found) throw new Error(`No function for ${state}`);
      return found;
    };

    const readDocument = fn('ReadDocument');
    const importFiles = underPrefix(MEDIA_PREFIXES.recipeFiles);
    // Import files only: the task never reads recipe images or videos. Textract reads the object
    // with these permissions too (DetectDocumentText and StartDocumentTextDetection on an S3Object).
    readDocument.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [`${Fn.importValue(props.mediaBucketArnExport)}/${importFiles}*`],
      }),
    );
    readDocument.addToRolePolicy(
      new PolicyStatement({
        actions: ['textract:DetectDocumentText', 'textract:StartDocumentTextDetection'],
        resources: ['*'],
      }),
    );
    Validations.of(readDocument.role ?? readDocument).acknowledge(
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
    const collectPdfText = fn('CollectPdfText');
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
      for (const state of usesModel) {
        fn(state).addToRolePolicy(statement);
        const role = fn(state).role;
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
        extractRecipeTasks.map((task) => [task.substitution, fn(task.state).functionArn]),
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
        resources: [...this.taskFunctions.values()].map((task) => task.functionArn),
      }),
    );
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Step Functions log delivery (logs:CreateLogDelivery and friends) and X-Ray trace writes do not support resource-level permissions; CDK grants exactly those actions on *.',
    });

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
