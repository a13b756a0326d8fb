// The server's words a reader meets (issue 37): every message lambdas/src throws (AppError and its
// helpers, DomainRefusal), gives to zod (the contracts the forms reuse) or writes as a job's status text,
// read from the source with TypeScript's parser. The frontend translates each on the reader's side
// (frontend/src/lib/i18n/server-messages/), and server-messages.test.ts holds the two lists together.
//
// A message is a literal ('Title is required') or a template whose values are left as {} ('A recipe can
// have at most {} tags'). Where the code passes a name rather than words, the name is followed: a const
// in the file or anywhere in lambdas/src, a property of a message table (says.full), both arms of a
// conditional, the returns of a function that builds the message. What cannot be followed is reported
// as `unresolved`, so a new way of writing a message is seen rather than skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface ServerMessages {
  /** Each message, as a literal or a template with {} for each value. */
  messages: Set<string>;
  /** Message positions holding an expression that could not be followed: file:line and its text. */
  unresolved: string[];
}

/** Error helpers (shared/errors.ts, households.ts) and the index of their message argument. */
const ERROR_CALLS: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  payloadTooLarge: 0,
  tooManyRequests: 0,
  gone: 0,
};
const ERROR_CLASSES: Record<string, number> = { AppError: 2, DomainRefusal: 1, PageFetchError: 1 };
/** zod's checks and the index of their message (a string, or { error | message }). */
const ZOD_CHECKS: Record<string, number> = {
  min: 1,
  max: 1,
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
const MESSAGE_PARAMETERS = /^message$/;
/** In the contracts, a field's label goes into its messages ('{} must be text'). */
const CONTRACT_PARAMETERS = /^(message|label)$/;
/** Message tables and constants: every string in them is something the server says. */
const MESSAGE_TABLES = /(messages|says)$/i;
const MESSAGE_CONSTANTS = /message$/i;
/** Properties that carry a message (a job's status text, an update's staleMessage). */
const MESSAGE_PROPERTIES = /^(message|\w+Message)$/;

/** Expressions that hand on a message written elsewhere (job.message, error.message) or none. */
const passesOn = (node: ts.Expression): boolean =>
  node.kind === ts.SyntaxKind.NullKeyword ||
  (ts.isPropertyAccessExpression(node) &&
    (MESSAGE_PROPERTIES.test(node.name.text) || node.name.text === 'Cause')) ||
  (ts.isCallExpression(node) && /^z\./.test(node.expression.getText()));

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isAwaitExpression(node)
    ? unwrap(node.expression)
    : node;

type Declarations = Map<string, ts.Expression>;
type FileIndex = {
  file: ts.SourceFile;
  consts: Declarations;
  functions: Map<string, ts.Node>;
  aliases: Map<string, string>;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|testkit)\.ts$/.test(entry.name) ? [path] : [];
  });
}

function indexFile(file: ts.SourceFile): FileIndex {
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

/** Reads lambdas/src under `root`; `planted` adds files (path → source) as a test's plants. */
export function readServerMessages(root: string, planted: Record<string, string> = {}): ServerMessages {
  const dir = join(root, 'lambdas/src');
  const sources = [
    ...sourceFiles(dir).map((path) => [relative(root, path), readFileSync(path, 'utf8')] as const),
    ...Object.entries(planted),
  ];
  const files = sources.map(([name, text]) =>
    indexFile(ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true)),
  );
  const messages = new Set<string>();
  const unresolved: string[] = [];
  const lookup = <T>(index: FileIndex, name: string, pick: (f: FileIndex) => Map<string, T>): T[] => {
    const own = pick(index).get(name) ?? pick(index).get(index.aliases.get(name) ?? '');
    if (own) return [own];
    const original = index.aliases.get(name) ?? name;
    return files.flatMap((other) => {
      const found = pick(other).get(original);
      return found ? [found] : [];
    });
  };

  /** The words an expression can hold, or null when it cannot be followed. */
  const wordsOf = (node: ts.Expression, index: FileIndex, depth = 0): string[] | null => {
    if (depth > 8) return null;
    node = unwrap(node);
    if (passesOn(node)) return [];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      // A value written in words elsewhere (a message constant, a feature's name) is part of the message;
      // a number, a parameter or anything else is a value: {}.
      let texts = [node.head.text];
      for (const span of node.templateSpans) {
        const named =
          ts.isIdentifier(span.expression) && isParameter(span.expression)
            ? null
            : wordsOf(span.expression, index, depth + 1);
        const values = named && named.length > 0 ? named : ['{}'];
        texts = texts.flatMap((start) => values.map((value) => `${start}${value}${span.literal.text}`));
      }
      return texts;
    }
    if (ts.isConditionalExpression(node)) {
      const both = [wordsOf(node.whenTrue, index, depth + 1), wordsOf(node.whenFalse, index, depth + 1)];
      return both.includes(null) ? null : (both.flat() as string[]);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      const both = [wordsOf(node.left, index, depth + 1), wordsOf(node.right, index, depth + 1)];
      return both.includes(null) ? null : (both.flat() as string[]);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const [left, right] = [wordsOf(node.left, index, depth + 1), wordsOf(node.right, index, depth + 1)];
      if (!left || !right) return null;
      return left.flatMap((start) => right.map((end) => start + end));
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      const words = returnedExpressions(node).map((expression) => wordsOf(expression, index, depth + 1));
      return words.length === 0 || words.includes(null) ? null : (words.flat() as string[]);
    }
    if (ts.isIdentifier(node)) {
      const found = lookup(index, node.text, (f) => f.consts);
      if (found.length === 0) return null;
      const words = found.map((init) => wordsOf(init, index, depth + 1));
      return words.includes(null) ? null : (words.flat() as string[]);
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const tables = lookup(index, node.expression.text, (f) => f.consts)
        .map(unwrap)
        .filter(ts.isObjectLiteralExpression);
      const found = tables.flatMap((table) =>
        table.properties.filter(
          (property): property is ts.PropertyAssignment =>
            ts.isPropertyAssignment(property) && property.name.getText() === node.name.text,
        ),
      );
      if (found.length === 0) return null;
      const words = found.map((property) => wordsOf(property.initializer, index, depth + 1));
      return words.includes(null) ? null : (words.flat() as string[]);
    }
    if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const tables = lookup(index, node.expression.text, (f) => f.consts)
        .map(unwrap)
        .filter(ts.isObjectLiteralExpression);
      const values = tables.flatMap((table) =>
        table.properties.filter(ts.isPropertyAssignment).map((property) => property.initializer),
      );
      if (values.length === 0) return null;
      const words = values.map((value) => wordsOf(value, index, depth + 1));
      return words.includes(null) ? null : (words.flat() as string[]);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const found = lookup(index, node.expression.text, (f) => f.functions);
      const returns = found.flatMap(returnedExpressions);
      if (returns.length === 0) return null;
      const words = returns.map((expression) => wordsOf(expression, index, depth + 1));
      return words.includes(null) ? null : (words.flat() as string[]);
    }
    return null;
  };

  const take = (node: ts.Expression | undefined, index: FileIndex) => {
    if (!node) return;
    // A message handed on by a parameter is taken where the helper is called.
    if (ts.isIdentifier(node) && isParameter(node)) return;
    if (ts.isObjectLiteralExpression(unwrap(node)) && !ts.isObjectLiteralExpression(node))
      return take(unwrap(node), index);
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties)
        if (ts.isPropertyAssignment(property) && /^(error|message)$/.test(property.name.getText()))
          take(property.initializer, index);
      return;
    }
    const words = wordsOf(node, index);
    if (words) for (const text of words) messages.add(text);
    else {
      const { line } = index.file.getLineAndCharacterOfPosition(node.getStart());
      unresolved.push(`${index.file.fileName}:${line + 1} ${node.getText()}`);
    }
  };

  for (const index of files) {
    const inContracts = index.file.fileName.includes('lambdas/src/contracts/');
    const helpers = messageHelpers(index, inContracts ? CONTRACT_PARAMETERS : MESSAGE_PARAMETERS);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const args = node.arguments ?? ts.factory.createNodeArray();
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : undefined;
        if (ts.isNewExpression(node) && name && name in ERROR_CLASSES)
          take(args[ERROR_CLASSES[name] as number], index);
        if (ts.isCallExpression(node) && name && name in ERROR_CALLS)
          take(args[ERROR_CALLS[name] as number], index);
        if (ts.isCallExpression(node) && name && helpers.has(name))
          for (const at of helpers.get(name) ?? []) take(args[at], index);
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(callee) && inContracts) {
          const at = ZOD_CHECKS[callee.name.text];
          if (at !== undefined) take(args[at], index);
        }
      }
      // zod's { error } / { message } and addIssue({ message }) in the contracts; job records' message.
      if (
        ts.isPropertyAssignment(node) &&
        ts.isObjectLiteralExpression(node.parent) &&
        ((inContracts && /^(error|message)$/.test(node.name.getText())) ||
          (MESSAGE_PROPERTIES.test(node.name.getText()) &&
            !(ts.isIdentifier(node.initializer) && isParameter(node.initializer))))
      )
        take(node.initializer, index);
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        MESSAGE_TABLES.test(node.name.text) &&
        node.initializer &&
        ts.isObjectLiteralExpression(unwrap(node.initializer))
      )
        for (const property of (unwrap(node.initializer) as ts.ObjectLiteralExpression).properties)
          if (ts.isPropertyAssignment(property)) take(property.initializer, index);
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        MESSAGE_CONSTANTS.test(node.name.text) &&
        node.initializer &&
        !ts.isObjectLiteralExpression(unwrap(node.initializer)) &&
        !ts.isArrowFunction(node.initializer) &&
        !ts.isFunctionExpression(node.initializer)
      )
        take(node.initializer, index);
      ts.forEachChild(node, visit);
    };
    visit(index.file);
  }
  return { messages, unresolved };
}

function isParameter(node: ts.Identifier): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (
      ts.isFunctionLike(at) &&
      at.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === node.text)
    )
      return true;
  return false;
}

/** This file's functions with a message or label parameter, and that parameter's index. */
function messageHelpers(index: FileIndex, parameters: RegExp): Map<string, number[]> {
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

function returnedExpressions(fn: ts.Node): ts.Expression[] {
  if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!ts.isFunctionLike(node) || node === fn) ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn, visit);
  return found;
}

/** The server's messages the frontend's table lacks, and the table's entries the server no longer says. */
export function compareWithTable(
  server: ReadonlySet<string>,
  table: Iterable<string>,
): { missing: string[]; stale: string[] } {
  const entries = new Set(table);
  return {
    missing: [...server].filter((text) => !entries.has(text)).sort(),
    stale: [...entries].filter((text) => !server.has(text)).sort(),
  };
}
