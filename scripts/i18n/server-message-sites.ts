// Where lambdas/src writes a message, as TypeScript's parser sees it (scripts/i18n/server-messages.ts):
// the error helpers and classes and the index of their message argument, zod's checks, the names that
// mark a message table, constant or property, and the small readers of a file's declarations.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
/** Error helpers (shared/errors.ts, households.ts) and the index of their message argument. */
export const ERROR_CALLS: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  payloadTooLarge: 0,
  tooManyRequests: 0,
  gone: 0,
};
export const ERROR_CLASSES: Record<string, number> = { AppError: 2, DomainRefusal: 1, PageFetchError: 1 };
/**
 * zod's checks and the index of their message (a string, or { error | message }): zod/mini's functions
 * (`z.maxLength(200, message)`, `z.refine(test, message)`), and the standard edition's methods of the
 * same meaning (`.max(200, message)`) should a contract chain one.
 */
export const ZOD_CHECKS: Record<string, number> = {
  min: 1,
  max: 1,
  minLength: 1,
  maxLength: 1,
  length: 1,
  gte: 1,
  lte: 1,
  gt: 1,
  lt: 1,
  multipleOf: 1,
  regex: 1,
  refine: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  int: 0,
  email: 0,
  url: 0,
  positive: 0,
  nonnegative: 0,
  nonempty: 0,
  finite: 0,
};
/** Parameters that carry a message or a label into one: their callers' words are messages too. */
export const MESSAGE_PARAMETERS = /^message$/;
/**
 * In the contracts, a field's label goes into its messages ('{} must be text'); a shared field rule
 * (contracts/fields.ts) names each message it takes `message` or `…Message`.
 */
export const CONTRACT_PARAMETERS = /^(message|label|\w+Message)$/;
/** Message tables and constants: every string in them is something the server says. */
export const MESSAGE_TABLES = /(messages|says)$/i;
export const MESSAGE_CONSTANTS = /message$/i;
/** Properties that carry a message (a job's status text, an update's staleMessage). */
export const MESSAGE_PROPERTIES = /^(message|\w+Message)$/;

/** Expressions that hand on a message written elsewhere (job.message, error.message) or none. */
export const passesOn = (node: ts.Expression): boolean =>
  node.kind === ts.SyntaxKind.NullKeyword ||
  (ts.isPropertyAccessExpression(node) &&
    (MESSAGE_PROPERTIES.test(node.name.text) || node.name.text === 'Cause')) ||
  (ts.isCallExpression(node) && /^z\./.test(node.expression.getText()));

export const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isAwaitExpression(node)
    ? unwrap(node.expression)
    : node;

export type Declarations = Map<string, ts.Expression>;
export type FileIndex = {
  file: ts.SourceFile;
  consts: Declarations;
  functions: Map<string, ts.Node>;
  aliases: Map<string, string>;
};

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|testkit)\.ts$/.test(entry.name) ? [path] : [];
  });
}

export function indexFile(file: ts.SourceFile): FileIndex {
  const consts: Declarations = new Map();
  const functions = new Map<string, ts.Node>();
  const aliases = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) functions.set(node.name.text, init);
      else consts.set(node.name.text, init);
    }
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    if (ts.isImportSpecifier(node) && node.propertyName) aliases.set(node.name.text, node.propertyName.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { file, consts, functions, aliases };
}

export function isParameter(node: ts.Identifier): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (
      ts.isFunctionLike(at) &&
      at.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === node.text)
    )
      return true;
  return false;
}

/** This file's functions with a message or label parameter, and that parameter's index. */
export function messageHelpers(index: FileIndex, parameters: RegExp): Map<string, number[]> {
  const helpers = new Map<string, number[]>();
  for (const [name, fn] of index.functions) {
    if (!ts.isFunctionLike(fn)) continue;
    const at = fn.parameters.flatMap((p, i) =>
      ts.isIdentifier(p.name) && parameters.test(p.name.text) ? [i] : [],
    );
    if (at.length > 0 && !(name in ERROR_CALLS)) helpers.set(name, at);
  }
  return helpers;
}

export function returnedExpressions(fn: ts.Node): ts.Expression[] {
  if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!ts.isFunctionLike(node) || node === fn) ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn, visit);
  return found;
}
