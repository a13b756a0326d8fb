import { beforeAll, describe, expect, it } from 'vitest';
import {
  extractRecipeDefinition,
  extractRecipeTasks,
} from '../../lambdas/src/workflows/extract-recipe.asl.js';
import {
  READ_DOCUMENT_JOB_TIMEOUT_SECONDS,
  readDocumentJobDefinition,
  readDocumentJobTasks,
  TEXT_POLL_SECONDS,
} from '../../lambdas/src/workflows/read-document-job.asl.js';
import { lambdaNamed, resourcesOf, type SynthesisedHearth, synthHearth } from './hearth-app.js';

let hearth: SynthesisedHearth;
beforeAll(() => {
  hearth = synthHearth();
});

/** The extraction stack's state machine of this type: the quick import (Express) or long documents' (Standard). */
function stateMachine(type: 'EXPRESS' | 'STANDARD' = 'EXPRESS', template = hearth.templates.extraction) {
  const found = resourcesOf(template, 'AWS::StepFunctions::StateMachine').filter(
    ([, resource]) => (resource.Properties.StateMachineType ?? 'STANDARD') === type,
  );
  expect(found).toHaveLength(1);
  return (found[0] as [string, { Properties: Record<string, unknown> }])[1].Properties;
}

/** The functions each lambda:InvokeFunction statement names (a state machine's), as sorted logical ids. */
function invokeGrants(): string[][] {
  return resourcesOf(hearth.templates.extraction, 'AWS::IAM::Policy')
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((statement) => statement.Action === 'lambda:InvokeFunction')
    .map((statement) =>
      (statement.Resource as { 'Fn::GetAtt': [string, string] }[]).map((arn) => arn['Fn::GetAtt'][0]).sort(),
    );
}

/** The logical ids of the functions of these tasks, sorted. */
const functionsOf = (tasks: readonly { handler: string }[]) =>
  [...new Set(tasks.map((task) => functionArn(task.handler)['Fn::GetAtt'][0]))].sort();

const functionArn = (handler: string) => ({
  'Fn::GetAtt': [lambdaNamed(hearth.templates.extraction, taskFunction(handler)).logicalId, 'Arn'] as [
    string,
    string,
  ],
});

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

type Statement = { Action: string | string[]; Resource: unknown };

/** Every IAM statement of the role of one function of the extraction stack. */
function statementsOf(functionId: string, template = hearth.templates.extraction): Statement[] {
  const fn = lambdaNamed(template, functionId);
  const roleRef = (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleRef),
    )
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (statements: Statement[]) =>
  statements.flatMap((statement) => [statement.Action].flat()).sort();

const taskFunction = (handler: string) => `${pascal(handler)}Function`;

describe('the extract-recipe state machine', () => {
  it('is an Express workflow whose definition is the shared ASL module', () => {
    const properties = stateMachine();
    expect(properties.StateMachineType).toBe('EXPRESS');
    expect(JSON.parse(properties.DefinitionString as string)).toEqual(extractRecipeDefinition());
  });

  it('fills each task substitution with its Lambda and may invoke exactly those', () => {
    const substitutions = stateMachine().DefinitionSubstitutions as Record<string, unknown>;
    const definition = JSON.stringify(extractRecipeDefinition());
    for (const task of extractRecipeTasks) {
      const fn = lambdaNamed(hearth.templates.extraction, taskFunction(task.handler));
      expect(definition).toContain(`\${${task.substitution}}`);
      expect(substitutions[task.substitution]).toEqual({ 'Fn::GetAtt': [fn.logicalId, 'Arn'] });
    }
    expect(invokeGrants()).toContainEqual(functionsOf(extractRecipeTasks));
  });

  it("logs every execution without its data (users' pages and photos) and traces with X-Ray", () => {
    expect(stateMachine()).toMatchObject({
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('sends url to FetchPage, image and pdf to ReadDocument, and anything else to a Fail state', () => {
    const { States } = extractRecipeDefinition();
    expect(States.SourceType.Choices.map((choice) => [choice.StringEquals, choice.Next])).toEqual([
      ['url', 'FetchPage'],
      ['image', 'ReadDocument'],
      ['pdf', 'ReadDocument'],
    ]);
    expect(States.SourceType.Default).toBe('UnsupportedSource');
    expect(States.UnsupportedSource.Type).toBe('Fail');
  });

  it('uses JSONPath only (the local runner ignores JSONata)', () => {
    const definition = extractRecipeDefinition() as Record<string, unknown>;
    expect(definition.QueryLanguage ?? 'JSONPath').toBe('JSONPath');
    const text = JSON.stringify(definition);
    expect(text).not.toMatch(/JSONata|"Arguments"|"Output"|"Assign"|\{%/);
  });

  it('hands a document too long to read now to a job and ends there, never waiting inside its 28 s', () => {
    const { States } = extractRecipeDefinition();
    expect(States.ReadDocument.Next).toBe('ReadNow');
    expect(States.ReadNow).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.handOff', IsPresent: true, Next: 'HandedOff' }],
      Default: 'Normalise',
    });
    expect(States.HandedOff).toEqual({ Type: 'Succeed' });
    const types = Object.values(States).map((state) => state.Type);
    expect(types).not.toContain('Wait');
  });

  it('structures a page with the model only when FetchPage found no lists but handed over its text', () => {
    const { States } = extractRecipeDefinition();
    expect(States.FetchPage.Next).toBe('FoundOnPage');
    expect(States.FoundOnPage.Choices.map((choice) => choice.Next)).toEqual(['StructureText']);
    expect(States.FoundOnPage.Default).toBe('Normalise');
    expect(States.StructureText.Next).toBe('Normalise');
    expect(States.Normalise).toMatchObject({ End: true });
  });

  it('catches every task failure into one Fail state carrying the error and its cause', () => {
    const { States } = extractRecipeDefinition();
    for (const task of extractRecipeTasks) {
      expect(States[task.state].Catch).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'ImportFailed' },
      ]);
      expect(States[task.state].TimeoutSeconds).toBeLessThan(30);
    }
    expect(States.ImportFailed).toEqual({
      Type: 'Fail',
      ErrorPath: '$.failure.Error',
      CausePath: '$.failure.Cause',
    });
    // The synchronous route must answer within API Gateway's 30 s.
    expect(extractRecipeDefinition().TimeoutSeconds).toBeLessThan(30);
  });
});

describe('the task functions', () => {
  it('lets ReadDocument read uploaded import files and have Textract read them, and nothing more', () => {
    const readDocument = statementsOf(taskFunction('read-document'));
    expect(actionsOf(readDocument).filter((action) => !/^(logs|xray):/.test(action))).toEqual([
      's3:GetObject',
      'textract:DetectDocumentText',
      'textract:StartDocumentTextDetection',
    ]);
    const s3 = readDocument.find((statement) => statement.Action === 's3:GetObject');
    expect(JSON.stringify(s3?.Resource)).toContain('/recipe-files/*');
    expect(JSON.stringify(s3?.Resource)).not.toContain('recipe-images');
    const env = lambdaNamed(hearth.templates.extraction, taskFunction('read-document')).environment;
    expect(env).toMatchObject({ OCR_PROVIDER: 'textract', MEDIA_BUCKET: expect.anything() });
  });

  it("lets CollectText only ask for a Textract job's result and write the job's steps", () => {
    const collect = statementsOf(taskFunction('collect-pdf-text'));
    expect(actionsOf(collect).filter((action) => !/^(logs|xray):/.test(action))).toEqual([
      'dynamodb:UpdateItem',
      'textract:GetDocumentTextDetection',
    ]);
    expect(
      lambdaNamed(hearth.templates.extraction, taskFunction('collect-pdf-text')).environment,
    ).toMatchObject({ OCR_PROVIDER: 'textract' });
  });

  it('grants no Textract call the code does not make, and gives the other tasks nothing', () => {
    const policies = JSON.stringify(resourcesOf(hearth.templates.extraction, 'AWS::IAM::Policy'));
    expect(policies).not.toContain('textract:AnalyzeDocument');
    for (const other of ['fetch-page', 'structure-text', 'normalise']) {
      const actions = actionsOf(statementsOf(taskFunction(other)));
      expect(actions.filter((action) => !/^(logs|xray):/.test(action))).toEqual([]);
    }
  });

  it('never allows private addresses in the page fetcher', () => {
    const env = lambdaNamed(hearth.templates.extraction, taskFunction('fetch-page')).properties.Environment as
      | { Variables: Record<string, unknown> }
      | undefined;
    expect(env?.Variables?.HEARTH_ALLOW_PRIVATE_FETCH).toBeUndefined();
  });

  it('uses no model by default', () => {
    for (const handler of ['structure-text', 'read-document', 'collect-pdf-text', 'read-whole-document']) {
      const env = lambdaNamed(hearth.templates.extraction, taskFunction(handler)).properties.Environment as {
        Variables: Record<string, unknown>;
      };
      expect(env.Variables.LLM_PROVIDER).toBe('none');
      expect(actionsOf(statementsOf(taskFunction(handler)))).not.toContain('bedrock:InvokeModel');
    }
  });

  it('grants the structuring tasks exactly the configured Bedrock model', () => {
    const withModel = synthHearth({
      context: { llmProvider: 'bedrock', llmModelId: 'anthropic.claude-3-haiku-20240307-v1:0' },
    });
    const template = withModel.templates.extraction;
    for (const handler of ['structure-text', 'read-document', 'collect-pdf-text', 'read-whole-document']) {
      const env = lambdaNamed(template, taskFunction(handler)).properties.Environment as {
        Variables: Record<string, unknown>;
      };
      expect(env.Variables).toMatchObject({
        LLM_PROVIDER: 'bedrock',
        LLM_MODEL_ID: 'anthropic.claude-3-haiku-20240307-v1:0',
      });
      const bedrock = statementsOf(taskFunction(handler), template).find(
        (statement) => statement.Action === 'bedrock:InvokeModel',
      );
      expect(JSON.stringify(bedrock?.Resource)).toContain(
        ':bedrock:eu-west-1::foundation-model/anthropic.claude-3-haiku-20240307-v1:0',
      );
    }
    // FetchPage only needs to know a model is there, to hand it a page it could not read.
    const fetchPage = lambdaNamed(template, taskFunction('fetch-page')).properties.Environment as {
      Variables: Record<string, unknown>;
    };
    expect(fetchPage.Variables).toMatchObject({ LLM_PROVIDER: 'bedrock' });
    expect(actionsOf(statementsOf(taskFunction('fetch-page'), template))).not.toContain(
      'bedrock:InvokeModel',
    );
  });
});

describe('the read-document-job state machine (long imports, issue 33)', () => {
  it('is a Standard workflow whose definition is the shared ASL module, bounded in time', () => {
    const properties = stateMachine('STANDARD');
    const definition = JSON.parse(properties.DefinitionString as string);
    expect(definition).toEqual(readDocumentJobDefinition());
    expect(definition.TimeoutSeconds).toBe(READ_DOCUMENT_JOB_TIMEOUT_SECONDS);
    expect(properties).toMatchObject({
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('fills its substitutions with its task Lambdas (Normalise shared) and may invoke exactly those', () => {
    const substitutions = stateMachine('STANDARD').DefinitionSubstitutions as Record<string, unknown>;
    for (const task of readDocumentJobTasks)
      expect(substitutions[task.substitution]).toEqual(functionArn(task.handler));
    expect(functionArn('normalise')).toEqual(
      (stateMachine('EXPRESS').DefinitionSubstitutions as Record<string, unknown>).NormaliseFunctionArn,
    );
    expect(invokeGrants()).toContainEqual(functionsOf(readDocumentJobTasks));
  });

  it('waits for a text job between asks, and catches every failure into FinishImport, which writes it on the job', () => {
    const { States } = readDocumentJobDefinition();
    expect(States.WaitForText).toEqual({ Type: 'Wait', Seconds: TEXT_POLL_SECONDS, Next: 'CollectText' });
    expect(States.CollectText).toMatchObject({ Next: 'TextRead' });
    expect(States.TextRead.Default).toBe('Normalise');
    for (const state of ['ReadWhole', 'CollectText', 'Normalise'] as const)
      expect(States[state]).toMatchObject({
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'FinishImport' }],
      });
    expect(States.FinishImport).toMatchObject({ End: true });
    expect(States.FinishImport).not.toHaveProperty('Catch');
  });

  it('lets ReadWhole read the uploads with Textract and write steps; FinishImport only writes the job', () => {
    const readWhole = statementsOf(taskFunction('read-whole-document'));
    expect(actionsOf(readWhole).filter((action) => !/^(logs|xray):/.test(action))).toEqual([
      'dynamodb:UpdateItem',
      's3:GetObject',
      'textract:DetectDocumentText',
      'textract:StartDocumentTextDetection',
    ]);
    const finish = statementsOf(taskFunction('finish-document-import'));
    expect(actionsOf(finish).filter((action) => !/^(logs|xray):/.test(action))).toEqual([
      'dynamodb:UpdateItem',
    ]);
  });

  it('is watched beside it: an alarm naming the machine on executions that fail, time out or are throttled', () => {
    const [[machineId]] = resourcesOf(hearth.templates.extraction, 'AWS::StepFunctions::StateMachine').filter(
      ([, resource]) => (resource.Properties.StateMachineType ?? 'STANDARD') === 'STANDARD',
    ) as [[string, unknown]];
    const alarms = resourcesOf(hearth.templates.extraction, 'AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      JSON.stringify(alarm.Properties).includes(`{"Ref":"${machineId}"}`),
    );
    expect(alarms).toHaveLength(1);
    const [[, alarm]] = alarms as [[string, { Properties: Record<string, unknown> }]];
    const metrics = (alarm.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[])
      .flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []))
      .sort();
    expect(metrics).toEqual(['ExecutionThrottled', 'ExecutionsFailed', 'ExecutionsTimedOut']);
    expect(alarm.Properties).toMatchObject({
      Threshold: 1,
      AlarmActions: [{ 'Fn::ImportValue': expect.stringContaining('AlarmTopic') }],
    });
  });
});

describe('the extraction API function', () => {
  it('may start executions of the long imports’ workflow, whose ARN it is given', () => {
    const fn = lambdaNamed(hearth.templates.api, 'ExtractionFunction');
    const env = (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.READ_DOCUMENT_JOB_STATE_MACHINE_ARN).toBeDefined();
    const statements = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy').flatMap(
      ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const start = statements.filter((statement) =>
      [statement.Action].flat().includes('states:StartExecution'),
    );
    expect(JSON.stringify(start)).toContain('ReadDocumentJob');
  });

  it('may start synchronous executions of the state machine, whose ARN it is given', () => {
    const fn = lambdaNamed(hearth.templates.api, 'ExtractionFunction');
    const env = (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.EXTRACT_RECIPE_STATE_MACHINE_ARN).toBeDefined();
    const statements = resourcesOf(hearth.templates.api, 'AWS::IAM::Policy').flatMap(
      ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    expect(
      statements.some((statement) => [statement.Action].flat().includes('states:StartSyncExecution')),
    ).toBe(true);
  });
});
