// The AWS calls a bundled function can make: the `*Command` classes (and presigners) it takes from
// the AWS SDK and actually references, read from index.mjs as cdk synth wrote it, and the IAM actions
// each one needs. Clients other than DynamoDB load on first use (shared/clients.ts): their commands are
// taken where they are sent, `const { XCommand } = await import('@aws-sdk/…')`, which counts too.

/** Imported SDK names the bundle uses beyond its import statement, e.g. 'lib-dynamodb:GetCommand'. */
export function sdkCallsOf(bundle: string): Set<string> {
  const importStatement = /import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/([^"]+)"/g;
  const rest = bundle.replace(importStatement, '');
  const calls = new Set<string>();
  for (const [, names = '', module] of bundle.matchAll(importStatement)) {
    for (const binding of names.split(',')) {
      const [name = '', alias = name] = binding.split(/\s+as\s+/).map((part) => part.trim());
      if (!/Command$|^createPresignedPost$|^getSignedUrl$/.test(name)) continue;
      const escaped = alias.replace(/\$/g, '\\$');
      if (new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`).test(rest)) calls.add(`${module}:${name}`);
    }
  }
  // Packages required at start (lambdas/src/shared/aws-sdk.ts): `m=load("@aws-sdk/<module>")`, a
  // picker `p=e=>m[e]`, and each name taken by a pure call the bundle keeps only where used,
  // `p("GetCommand")`, all minified.
  const required = new Map<string, string>();
  for (const [, binding = '', module = ''] of bundle.matchAll(
    /(?<![\w$])([\w$]+)=(?!import\()[\w$]+\("@aws-sdk\/([^"]+)"\)/g,
  ))
    required.set(binding, module);
  for (const [, picker = '', parameter, binding = '', key] of bundle.matchAll(
    /(?<![\w$])([\w$]+)=\(?([\w$]+)\)?=>([\w$]+)\[([\w$]+)\]/g,
  )) {
    const module = required.get(binding);
    if (!module || parameter !== key) continue;
    const escaped = picker.replace(/\$/g, '\\$');
    for (const [, name = ''] of bundle.matchAll(
      new RegExp(`(?<![\\w$])${escaped}\\("(\\w+Command)"\\)`, 'g'),
    ))
      calls.add(`${module}:${name}`);
  }
  // Packages required on first use (Step Functions): a loader `l=()=>m??=load("@aws-sdk/<module>")`
  // and a picker whose classes load it when one is made, `p=e=>function(...t){let r=l()[e];…}`.
  const lazy = new Map<string, string>();
  for (const [, loader = '', module = ''] of bundle.matchAll(
    /(?<![\w$])([\w$]+)=\(\)=>[\w$]+\?\?=[\w$]+\("@aws-sdk\/([^"]+)"\)/g,
  ))
    lazy.set(loader, module);
  for (const [, picker = '', parameter, loader = '', key] of bundle.matchAll(
    /(?<![\w$])([\w$]+)=\(?([\w$]+)\)?=>function\(\.\.\.[\w$]+\)\{let [\w$]+=([\w$]+)\(\)\[([\w$]+)\]/g,
  )) {
    const module = lazy.get(loader);
    if (!module || parameter !== key) continue;
    const escaped = picker.replace(/\$/g, '\\$');
    for (const [, name = ''] of bundle.matchAll(
      new RegExp(`(?<![\\w$])${escaped}\\("(\\w+Command)"\\)`, 'g'),
    ))
      calls.add(`${module}:${name}`);
  }
  const dynamicImport = /\{([^{}]*)\}\s*=\s*await\s*import\(\s*"@aws-sdk\/([^"]+)"\s*\)/g;
  for (const [, names = '', module] of bundle.matchAll(dynamicImport)) {
    for (const binding of names.split(',')) {
      const name = binding.split(':')[0]?.trim() ?? '';
      if (/Command$|^createPresignedPost$|^getSignedUrl$/.test(name)) calls.add(`${module}:${name}`);
    }
  }
  return calls;
}

const dynamoItemActions: Record<string, string[]> = {
  GetCommand: ['GetItem'],
  BatchGetCommand: ['BatchGetItem'],
  QueryCommand: ['Query'],
  ScanCommand: ['Scan'],
  PutCommand: ['PutItem'],
  UpdateCommand: ['UpdateItem'],
  DeleteCommand: ['DeleteItem'],
  BatchWriteCommand: ['BatchWriteItem'],
  TransactGetCommand: ['GetItem'],
};

const s3Actions: Record<string, string[]> = {
  GetObjectCommand: ['GetObject'],
  HeadObjectCommand: ['GetObject'],
  PutObjectCommand: ['PutObject'],
  CopyObjectCommand: ['GetObject', 'PutObject'],
  CreateMultipartUploadCommand: ['PutObject'],
  UploadPartCommand: ['PutObject'],
  CompleteMultipartUploadCommand: ['PutObject'],
  AbortMultipartUploadCommand: ['AbortMultipartUpload'],
  DeleteObjectCommand: ['DeleteObject'],
  DeleteObjectsCommand: ['DeleteObject'],
  ListObjectsV2Command: ['ListBucket'],
  PutObjectTaggingCommand: ['PutObjectTagging'],
};

/** Service prefixes of the clients whose command names are their IAM action names. */
const plainServices: Record<string, string> = {
  'client-cognito-identity-provider': 'cognito-idp',
  'client-ssm': 'ssm',
  'client-sfn': 'states',
  'client-textract': 'textract',
  'client-sesv2': 'ses',
};

/**
 * The IAM actions one call needs. A transaction needs the action of each kind of item it writes,
 * read from the bundle ({Put:{…}}, {ConditionCheck:{…}}); a presigned POST signs a PutObject that
 * carries the pending tag (its tagging field), so PutObjectTagging too.
 */
export function iamActionsOf(call: string, bundle: string): string[] {
  const [module = '', name = ''] = call.split(':');
  const plain = name.replace(/Command$/, '');
  if (module === 'lib-dynamodb' || module === 'client-dynamodb') {
    if (name === 'TransactWriteCommand')
      return [
        ['Put', 'PutItem'],
        ['Update', 'UpdateItem'],
        ['Delete', 'DeleteItem'],
        ['ConditionCheck', 'ConditionCheckItem'],
      ]
        .filter(([key]) => new RegExp(`[{,]${key}:\\{`).test(bundle))
        .map(([, action]) => `dynamodb:${action}`);
    return (dynamoItemActions[name] ?? [plain]).map((action) => `dynamodb:${action}`);
  }
  if (module === 'client-s3') return (s3Actions[name] ?? [plain]).map((action) => `s3:${action}`);
  if (module === 's3-presigned-post') return ['s3:PutObject', 's3:PutObjectTagging'];
  // getSignedUrl signs a command the bundle imports as well, which is counted on its own.
  if (module === 's3-request-presigner') return [];
  if (module === 'client-bedrock-runtime')
    return [
      name === 'ConverseStreamCommand' ? 'bedrock:InvokeModelWithResponseStream' : 'bedrock:InvokeModel',
    ];
  if (module === 'client-apigatewaymanagementapi') return ['execute-api:ManageConnections'];
  // InitiateAuth is Cognito's public sign-in call: no IAM at all.
  if (call === 'client-cognito-identity-provider:InitiateAuthCommand') return [];
  const service = plainServices[module];
  if (!service) throw new Error(`no IAM mapping for ${call}: add it to test/infra/sdk-commands.ts`);
  return [`${service}:${plain}`];
}
