// The lint rule against English left in components (issue 37): in the frontend's converted directories,
// user-visible words must come from the catalogs (Lingui's <Trans>, t, msg, plural), never be written in
// JSX. It flags JSX text with letters outside a <Trans> (or <Plural>/<Select>), and string literals given
// to the attributes people read or hear (aria-label, title, placeholder, alt, label…) and to toasts.
// Directories not yet converted are listed in NOT_YET_CONVERTED; the list only shrinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Directories (or files) whose English is not in catalogs yet, relative to the repository. */
export const NOT_YET_CONVERTED: readonly string[] = [];

const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'hint',
  'heading',
  'message',
  'emptyText',
]);
const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const TOAST_CALLS = /^(toast|toast\.(success|error|info|warning|message|loading))$/;

export interface EnglishLiteral {
  file: string;
  line: number;
  text: string;
}

// Names that are the same in every language.
const PROPER_NAMES = new Set(['Hearth']);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !PROPER_NAMES.has(text.trim());

function insideMacro(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && MACRO_ELEMENTS.has(parent.openingElement.tagName.getText())) return true;
    if (ts.isTaggedTemplateExpression(parent) || ts.isCallExpression(parent)) {
      const callee = ts.isTaggedTemplateExpression(parent) ? parent.tag : parent.expression;
      if (/^(t|msg|plural|select|selectOrdinal|defineMessage)$/.test(callee.getText())) return true;
    }
  }
  return false;
}

/** A string drawn as an element's child: `{'Saved'}`, `{done ? 'Saved' : 'Save'}`, `{name || 'Guest'}`. */
function shownAsChild(node: ts.Node): boolean {
  let parent = node.parent;
  while (
    parent &&
    (ts.isConditionalExpression(parent) ||
      ts.isBinaryExpression(parent) ||
      ts.isParenthesizedExpression(parent))
  ) {
    if (ts.isConditionalExpression(parent) && parent.condition === node) return false;
    if (ts.isBinaryExpression(parent)) {
      const operator = parent.operatorToken.kind;
      const joins =
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        (operator === ts.SyntaxKind.AmpersandAmpersandToken && parent.right === node);
      if (!joins) return false;
    }
    node = parent;
    parent = parent.parent;
  }
  return (
    !!parent &&
    ts.isJsxExpression(parent) &&
    (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent))
  );
}

/** The English literals one source file shows people. */
export function englishLiterals(file: string, code: string): EnglishLiteral[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: EnglishLiteral[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text) && !insideMacro(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) && value.expression ? value.expression : value;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        hasWords(literal.text)
      )
        report(literal, literal.text);
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      shownAsChild(node) &&
      hasWords(node.text)
    )
      report(node, node.text);
    if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText())) {
      const first = node.arguments[0];
      if (
        first &&
        (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) &&
        hasWords(first.text)
      )
        report(first, first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function componentFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : componentFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

/** Every English literal in the frontend's converted directories (the rule's findings). */
export function englishLiteralsInFrontend(
  repository: string,
  notYetConverted: readonly string[] = NOT_YET_CONVERTED,
): EnglishLiteral[] {
  return componentFiles(join(repository, 'frontend/src'))
    .map((path) => relative(repository, path))
    .filter((file) => !notYetConverted.some((skipped) => file === skipped || file.startsWith(`${skipped}/`)))
    .flatMap((file) => englishLiterals(file, readFileSync(join(repository, file), 'utf8')));
}
