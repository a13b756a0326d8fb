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
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import {
  CONTRACT_PARAMETERS,
  ERROR_CALLS,
  ERROR_CLASSES,
  type FileIndex,
  indexFile,
  isParameter,
  MESSAGE_CONSTANTS,
  MESSAGE_PARAMETERS,
  MESSAGE_PROPERTIES,
  MESSAGE_TABLES,
  messageHelpers,
  passesOn,
  returnedExpressions,
  sourceFiles,
  unwrap,
  ZOD_CHECKS,
} from './server-message-sites.js';

export interface ServerMessages {
  /** Each message, as a literal or a template with {} for each value. */
  messages: Set<string>;
  /** Message positions holding an expression that could not be followed: file:line and its text. */
  unresolved: string[];
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

  const inContracts = (index: FileIndex) => index.file.fileName.includes('lambdas/src/contracts/');
  // The contracts share field rules across files (contracts/fields.ts): a call to one in any contract
  // hands the rule its messages.
  const sharedContractHelpers = new Map(
    files.filter(inContracts).flatMap((index) => [...messageHelpers(index, CONTRACT_PARAMETERS)]),
  );
  for (const index of files) {
    const contract = inContracts(index);
    const helpers = contract
      ? new Map([...sharedContractHelpers, ...messageHelpers(index, CONTRACT_PARAMETERS)])
      : messageHelpers(index, MESSAGE_PARAMETERS);
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
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(callee) && contract) {
          const at = ZOD_CHECKS[callee.name.text];
          if (at !== undefined) take(args[at], index);
        }
      }
      // zod's { error } / { message } and addIssue({ message }) in the contracts; job records' message.
      if (
        ts.isPropertyAssignment(node) &&
        ts.isObjectLiteralExpression(node.parent) &&
        ((contract && /^(error|message)$/.test(node.name.getText())) ||
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
