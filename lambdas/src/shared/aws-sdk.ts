// The AWS SDK packages a function loads at start, with require() rather than import. The AWS SDK (the Lambda runtime's copy
// and ours) is CommonJS, and an ES module importing a CommonJS package makes Node 22 first read its
// source for export names (cjs-module-lexer) and check each file's module format: about 45 ms of
// every function's cold start, since every function loads this SDK before its first request (the SDK
// alone, median of 7 fresh Node 22 processes: 131 ms imported, 80-85 ms required; `npm run bench`,
// issue 20). require() also finds the runtime's SDK through NODE_PATH, as CommonJS always has.
// Code imports DynamoDB and Step Functions (which extraction starts on most requests) from here;
// types may still come from the packages themselves. Clients used now and then load on first use
// with import() (clients.ts).
// Aliased: the bundles' banner declares `createRequire` and `require` itself (hearth-function.ts).
import { createRequire as requireFor } from 'node:module';
import type * as Client from '@aws-sdk/client-dynamodb';
import type * as StepFunctions from '@aws-sdk/client-sfn';
import type * as Lib from '@aws-sdk/lib-dynamodb';
import type * as Util from '@aws-sdk/util-dynamodb';

// Named `load`, not `require`, so esbuild leaves the call to run time and the SDK outside the bundle.
const load = requireFor(import.meta.url);
const client = load('@aws-sdk/client-dynamodb') as typeof Client;
const lib = load('@aws-sdk/lib-dynamodb') as typeof Lib;
const util = /* @__PURE__ */ load('@aws-sdk/util-dynamodb') as typeof Util;
// Step Functions on first use: required at start it was some 30 ms of CPU of the extraction bundle's
// cold start (issue 35), and most of its routes (a job's view, a list of imports) start no workflow.
let sfnModule: typeof StepFunctions | undefined;
const sfn = () => (sfnModule ??= load('@aws-sdk/client-sfn') as typeof StepFunctions);

// Each name is taken by a call marked pure, so a bundle keeps only the names its code uses: the
// commands a function can send stay readable in its bundle (`lib("GetCommand")`), which the IAM
// cross-check (test/infra/sdk-commands.ts) reads to find the actions each function needs.
const fromClient = <Name extends keyof typeof Client>(name: Name) => client[name];
const fromLib = <Name extends keyof typeof Lib>(name: Name) => lib[name];
/** A class of the Step Functions SDK that loads the package the first time one is made. */
const fromSfn = <Name extends 'SFNClient' | `${string}Command`>(name: Name) =>
  function (this: unknown, ...args: unknown[]) {
    const Class = sfn()[name as keyof typeof StepFunctions] as unknown as new (...a: unknown[]) => object;
    return new Class(...args);
  } as unknown as (typeof StepFunctions)[Name & keyof typeof StepFunctions];

export const DynamoDBClient = /* @__PURE__ */ fromClient('DynamoDBClient');
export const ConditionalCheckFailedException = /* @__PURE__ */ fromClient('ConditionalCheckFailedException');
export const TransactionCanceledException = /* @__PURE__ */ fromClient('TransactionCanceledException');
export type DynamoDBClient = Client.DynamoDBClient;
export type ConditionalCheckFailedException = Client.ConditionalCheckFailedException;
export type TransactionCanceledException = Client.TransactionCanceledException;
export type { AttributeValue } from '@aws-sdk/client-dynamodb';

export const DynamoDBDocumentClient = /* @__PURE__ */ fromLib('DynamoDBDocumentClient');
export const BatchGetCommand = /* @__PURE__ */ fromLib('BatchGetCommand');
export const BatchWriteCommand = /* @__PURE__ */ fromLib('BatchWriteCommand');
export const DeleteCommand = /* @__PURE__ */ fromLib('DeleteCommand');
export const GetCommand = /* @__PURE__ */ fromLib('GetCommand');
export const PutCommand = /* @__PURE__ */ fromLib('PutCommand');
export const QueryCommand = /* @__PURE__ */ fromLib('QueryCommand');
export const TransactWriteCommand = /* @__PURE__ */ fromLib('TransactWriteCommand');
export const UpdateCommand = /* @__PURE__ */ fromLib('UpdateCommand');
export type DynamoDBDocumentClient = Lib.DynamoDBDocumentClient;
export type BatchGetCommand = Lib.BatchGetCommand;
export type BatchWriteCommand = Lib.BatchWriteCommand;
export type DeleteCommand = Lib.DeleteCommand;
export type GetCommand = Lib.GetCommand;
export type PutCommand = Lib.PutCommand;
export type QueryCommand = Lib.QueryCommand;
export type TransactWriteCommand = Lib.TransactWriteCommand;
export type UpdateCommand = Lib.UpdateCommand;
export type {
  QueryCommandInput,
  TransactWriteCommandInput,
  UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';

export const unmarshall = /* @__PURE__ */ ((): typeof Util.unmarshall => util.unmarshall)();

export const SFNClient = /* @__PURE__ */ fromSfn('SFNClient');
export const StartExecutionCommand = /* @__PURE__ */ fromSfn('StartExecutionCommand');
export const StartSyncExecutionCommand = /* @__PURE__ */ fromSfn('StartSyncExecutionCommand');
export const StopExecutionCommand = /* @__PURE__ */ fromSfn('StopExecutionCommand');
export type SFNClient = StepFunctions.SFNClient;
