// Issue 16, "IAM cross-check": for every function, the AWS calls its bundle makes (sdk-commands.ts)
// must be allowed by its role in the synthesized template, and its role may allow nothing else. The
// two lists below name every exception, each with its reason; an entry that stops being needed fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledSynth, functionName, type LambdaAsset, lambdaAssets } from './bundled-synth.js';
import { iamActionsOf, sdkCallsOf } from './sdk-commands.js';

const functions = lambdaAssets(await bundledSynth());

/**
 * Calls a bundle can make that the function never makes: an adapter or repository is bundled whole
 * (its object literal keeps every method), and these functions use only part of it.
 */
const storageAdapter = 'the S3 storage adapter (adapters/storage/s3-storage.ts) is bundled whole;';
/** A move or a sign-out everywhere only lists and deletes the files behind links a person was handed. */
const linkedFilesOnly = Object.fromEntries(
  ['GetObject', 'PutObject', 'PutObjectTagging', 'AbortMultipartUpload'].map((action) => [
    `s3:${action}`,
    `${storageAdapter} a move or a sign-out everywhere only lists and deletes linked files`,
  ]),
);
/** The long imports' job repository is bundled whole; the workflow's tasks only update their job. */
const jobRepositoryOnlyUpdates = Object.fromEntries(
  ['GetItem', 'PutItem', 'Query', 'BatchWriteItem'].map((action) => [
    `dynamodb:${action}`,
    "the long imports' job repository is bundled whole; the workflow's tasks only update their job",
  ]),
);
const importedNotSent: Record<string, Record<string, string>> = {
  // Granted only when the deploy configures it; api-grants.test.ts and finder.test.ts check those synths.
  '*': {
    'ses:SendEmail': 'granted only with the mailFrom context; without it the app sends no e-mail',
    'bedrock:InvokeModel': 'granted only with llmProvider=bedrock; without it no model is called',
  },
  Account: {
    ...Object.fromEntries(
      ['AdminDeleteUser', 'AdminGetUser', 'ListUsers', 'ListUsersInGroup'].map((action) => [
        `cognito-idp:${action}`,
        'the Cognito identity adapter is bundled whole; this area checks a password, sets its own verified e-mail and signs out everywhere',
      ]),
    ),
    ...linkedFilesOnly,
  },
  Admin: Object.fromEntries(
    ['AdminDeleteUser', 'AdminInitiateAuth', 'AdminUserGlobalSignOut'].map((action) => [
      `cognito-idp:${action}`,
      'the Cognito identity adapter is bundled whole; this area searches users, reads the admins and changes an e-mail',
    ]),
  ),
  Deletion: {
    ...Object.fromEntries(
      ['AdminUserGlobalSignOut', 'AdminUpdateUserAttributes', 'ListUsers'].map((action) => [
        `cognito-idp:${action}`,
        'the Cognito identity adapter is bundled whole; deletion checks a password, reads the admins and deletes the sign-in',
      ]),
    ),
    ...Object.fromEntries(
      ['GetObject', 'PutObject', 'PutObjectTagging', 'AbortMultipartUpload'].map((action) => [
        `s3:${action}`,
        `${storageAdapter} account deletion only lists and deletes`,
      ]),
    ),
  },
  Recipes: Object.fromEntries(
    ['DeleteObject', 'ListBucket', 'AbortMultipartUpload'].map((action) => [
      `s3:${action}`,
      `${storageAdapter} recipes only claim (untag) and copy files`,
    ]),
  ),
  Media: Object.fromEntries(
    ['DeleteObject', 'ListBucket', 'AbortMultipartUpload'].map((action) => [
      `s3:${action}`,
      `${storageAdapter} this area signs uploads and downloads and checks a file is there`,
    ]),
  ),
  Videos: { 's3:ListBucket': `${storageAdapter} listing is account deletion's, in its own area` },
  Cookbooks: {
    ...Object.fromEntries(
      ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'].map((action) => [
        `dynamodb:${action}`,
        'the recipe repository is bundled whole; the cookbook only reads the recipes it prints',
      ]),
    ),
    ...Object.fromEntries(
      ['PutObjectTagging', 'DeleteObject', 'ListBucket', 'AbortMultipartUpload'].map((action) => [
        `s3:${action}`,
        `${storageAdapter} the cookbook reads photos, writes its PDF and signs its link`,
      ]),
    ),
  },
  Extraction: {
    'dynamodb:BatchWriteItem':
      "the import-job repository is bundled whole; deleting a user's jobs is account deletion's, in its own area",
    ...Object.fromEntries(
      ['DeleteObject', 'ListBucket', 'PutObjectTagging'].map((action) => [
        `s3:${action}`,
        `${storageAdapter} collection import signs the file's upload, checks it arrived and writes a retry's manifest`,
      ]),
    ),
  },
  ...Object.fromEntries(
    ['ReadArchive', 'ImportItem', 'RecordItemFailure', 'FinishImport'].map((task) => [
      `CollectionImportTasks/${task}`,
      Object.fromEntries(
        ['AbortMultipartUpload', 'DeleteObject', 'ListBucket'].map((action) => [
          `s3:${action}`,
          `${storageAdapter} the import tasks read and write the import's files and store photos`,
        ]),
      ),
    ]),
  ),
  'ExportEverythingTasks/BuildExport': {
    ...Object.fromEntries(
      ['PutItem', 'DeleteItem', 'BatchWriteItem', 'BatchGetItem'].map((action) => [
        `dynamodb:${action}`,
        'the recipe, meal-plan, shopping-list and export-job repositories are bundled whole; the export only reads them and updates its job',
      ]),
    ),
    ...Object.fromEntries(
      ['DeleteObject', 'ListBucket', 'PutObjectTagging'].map((action) => [
        `s3:${action}`,
        `${storageAdapter} the export reads recipe photos and writes its zip`,
      ]),
    ),
  },
  'ExportEverythingTasks/FinishExport': Object.fromEntries(
    ['PutItem', 'Query', 'BatchWriteItem'].map((action) => [
      `dynamodb:${action}`,
      'the export-job and profile repositories are bundled whole; this task reads the job and profile and marks a failed job',
    ]),
  ),
  Finder: Object.fromEntries(
    ['GetObject', 'PutObject', 'PutObjectTagging', 'DeleteObject', 'ListBucket', 'AbortMultipartUpload'].map(
      (action) => [
        `s3:${action}`,
        'recipe creation bundles the storage adapter; the finder has no MEDIA_BUCKET, so a saved suggestion claims and copies no files',
      ],
    ),
  ),
  Sharing: {
    's3:GetObject':
      "link previews read the site's index.html, allowed by the site bucket's policy (web stack), not the role",
  },
  'LiveUpdates/Authorizer': {
    'dynamodb:UpdateItem': 'the session-validity repository is bundled whole; the authorizer only reads it',
    'dynamodb:PutItem':
      'the connect-ticket repository is bundled whole; the account area issues tickets, the authorizer spends them',
  },
  'LiveUpdates/Connection': {
    'dynamodb:UpdateItem': 'the session-validity repository is bundled whole; the heartbeat only reads it',
  },
  Households: linkedFilesOnly,
  ReadWholeDocument: {
    ...Object.fromEntries(
      ['PutObject', 'PutObjectTagging', 'DeleteObject', 'ListBucket', 'AbortMultipartUpload'].map(
        (action) => [`s3:${action}`, `${storageAdapter} the task only reads the uploaded file`],
      ),
    ),
    'textract:GetDocumentTextDetection':
      "the Textract reader is bundled whole; a long import's job is collected by its own task",
    ...jobRepositoryOnlyUpdates,
  },
  FinishDocumentImport: jobRepositoryOnlyUpdates,
  'CollectionImportTasks/FinishImport': {
    'states:StopExecution':
      "the import workflow adapter is bundled whole (the queue's use cases); FinishImport only starts the next waiting import",
    ...Object.fromEntries(
      ['DeleteObject', 'ListBucket', 'AbortMultipartUpload'].map((action) => [
        `s3:${action}`,
        `${storageAdapter} FinishImport writes no file; uploaded files expire by the bucket's lifecycle rule`,
      ]),
    ),
  },
  ReadDocument: {
    ...Object.fromEntries(
      ['PutObject', 'PutObjectTagging', 'DeleteObject', 'ListBucket', 'AbortMultipartUpload'].map(
        (action) => [`s3:${action}`, `${storageAdapter} the task only reads the uploaded file`],
      ),
    ),
    'textract:GetDocumentTextDetection':
      "the Textract reader is bundled whole; a many-page PDF's job is collected by CollectPdfText",
  },
  // handlers/tasks/document-text.ts builds the reader for both tasks, storage and Textract whole.
  CollectPdfText: {
    ...Object.fromEntries(
      [
        'GetObject',
        'PutObject',
        'PutObjectTagging',
        'DeleteObject',
        'ListBucket',
        'AbortMultipartUpload',
      ].map((action) => [
        `s3:${action}`,
        `${storageAdapter} this task only asks Textract for a job's result`,
      ]),
    ),
    ...Object.fromEntries(
      ['DetectDocumentText', 'StartDocumentTextDetection'].map((action) => [
        `textract:${action}`,
        'the Textract reader is bundled whole; ReadDocument reads photos and starts jobs',
      ]),
    ),
    ...jobRepositoryOnlyUpdates,
  },
};

/** Grants a function has beyond its own calls. */
const grantedBeyondCalls: Record<string, Record<string, string>> = {
  '*': {
    'logs:CreateLogStream': "the runtime writes the function's logs to its own log group",
    'logs:PutLogEvents': "the runtime writes the function's logs to its own log group",
    'xray:PutTraceSegments':
      'active tracing: the runtime sends the trace segments (X-Ray allows no resource)',
    'xray:PutTelemetryRecords': 'active tracing: the runtime sends its telemetry (X-Ray allows no resource)',
  },
  'LiveUpdates/Stream': {
    ...Object.fromEntries(
      ['DescribeStream', 'GetRecords', 'GetShardIterator', 'ListStreams'].map((action) => [
        `dynamodb:${action}`,
        "the table-stream event source reads the stream with the function's role",
      ]),
    ),
    ...Object.fromEntries(
      ['GetQueueAttributes', 'GetQueueUrl', 'SendMessage'].map((action) => [
        `sqs:${action}`,
        "a batch that still fails goes to the failed-batches queue, sent by the event source with the function's role",
      ]),
    ),
  },
};

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

function roleStatements(fn: LambdaAsset): Statement[] {
  const statements: Statement[] = [];
  for (const resource of Object.values(fn.template.Resources)) {
    const properties = resource.Properties as {
      Roles?: { Ref?: string }[];
      PolicyDocument?: { Statement: Statement[] };
      Policies?: { PolicyDocument: { Statement: Statement[] } }[];
    };
    if (
      resource.Type === 'AWS::IAM::Policy' &&
      properties.Roles?.some((role) => role.Ref === fn.roleLogicalId)
    )
      statements.push(...(properties.PolicyDocument?.Statement ?? []));
  }
  const role = fn.template.Resources[fn.roleLogicalId];
  if (!role) throw new Error(`no role ${fn.roleLogicalId}`);
  const inline = (role.Properties as { Policies?: { PolicyDocument: { Statement: Statement[] } }[] })
    .Policies;
  for (const policy of inline ?? []) statements.push(...policy.PolicyDocument.Statement);
  return statements.filter((statement) => statement.Effect === 'Allow');
}

const actionsOf = (statement: Statement) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];
const resourcesOf = (statement: Statement) =>
  (Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource]).map((resource) =>
    JSON.stringify(resource),
  );

const bundleOf = (fn: LambdaAsset) => readFileSync(join(fn.assetDir, 'index.mjs'), 'utf8');

function neededActions(fn: LambdaAsset): Set<string> {
  const bundle = bundleOf(fn);
  return new Set([...sdkCallsOf(bundle)].flatMap((call) => iamActionsOf(call, bundle)));
}

const cases = functions.map((fn) => [functionName(fn), fn] as const);

describe('each function may make exactly the AWS calls its code makes', () => {
  it('finds the calls in the bundles', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const account = functions.find((fn) => functionName(fn) === 'Account');
    expect(account && [...sdkCallsOf(bundleOf(account))]).toContain('lib-dynamodb:GetCommand');
  });

  it.each(cases)('%s', (name, fn) => {
    const needed = neededActions(fn);
    const granted = new Set(roleStatements(fn).flatMap(actionsOf));
    const notSent = { ...importedNotSent['*'], ...importedNotSent[name] };
    const beyond = { ...grantedBeyondCalls['*'], ...grantedBeyondCalls[name] };
    const missing = [...needed].filter((action) => !granted.has(action) && !(action in notSent));
    const unused = [...granted].filter((action) => !needed.has(action) && !(action in beyond));
    const staleNotSent = Object.keys(importedNotSent[name] ?? {}).filter(
      (action) => !needed.has(action) || granted.has(action),
    );
    const staleBeyond = Object.keys(grantedBeyondCalls[name] ?? {}).filter(
      (action) => !granted.has(action) || needed.has(action),
    );
    expect({ missing, unused, staleNotSent, staleBeyond }).toEqual({
      missing: [],
      unused: [],
      staleNotSent: [],
      staleBeyond: [],
    });
  });
});

describe('the table grants', () => {
  it.each(cases)('%s: items on the table only, Query alone on the indexes its code names', (_name, fn) => {
    const bundle = bundleOf(fn);
    const namedIndexes = new Set([...bundle.matchAll(/"(gsi\d+)"/g)].map((match) => match[1]));
    for (const statement of roleStatements(fn)) {
      const actions = actionsOf(statement).filter((action) => action.startsWith('dynamodb:'));
      if (actions.length === 0) continue;
      const resources = resourcesOf(statement);
      const indexes = resources.flatMap((resource) => /\/index\/([^"]+)"/.exec(resource)?.[1] ?? []);
      if (indexes.length > 0) {
        expect(actions).toEqual(['dynamodb:Query']);
        expect(indexes.length).toBe(resources.length);
        expect(indexes.filter((index) => !namedIndexes.has(index))).toEqual([]);
      }
    }
  });
});
