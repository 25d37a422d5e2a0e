import { readFileSync } from 'node:fs'
import ts from 'typescript'

/** One test as vitest will name it: the title of an `it()`/`test()` call, or one row of its `.each` table. */
export interface TestTitle {
  file: string
  line: number
  title: string
}

/**
 * Modifiers after which a test still runs and must pass. `skip`, `todo`, `skipIf`, `runIf` and `fails` are left
 * out on purpose: a test that may not run, or passes when its assertion fails, proves no rule.
 */
const RUNNING_MODIFIERS = new Set(['only', 'concurrent', 'sequential'])

/** `it`, `test`, `it.only`, `it.concurrent` …: the callee of a call that declares a running test. */
function isTestCallee(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'it' || callee.text === 'test'
  if (ts.isPropertyAccessExpression(callee)) return RUNNING_MODIFIERS.has(callee.name.text) && isTestCallee(callee.expression)
  return false
}

/** `it.each(table)`, `test.only.each(table)`: the table of such a callee, else undefined. */
function eachTable(callee: ts.Expression): ts.Expression | undefined {
  if (!ts.isCallExpression(callee) || !ts.isPropertyAccessExpression(callee.expression)) return undefined
  const access = callee.expression
  if (access.name.text !== 'each' || !isTestCallee(access.expression)) return undefined
  return callee.arguments[0]
}

/**
 * The text a title expression is written with: string literals, the fixed parts of a template literal (its
 * `${…}` parts are unknown until run time and read as nothing), and `+` of such. Anything else, such as a
 * variable or a function call, has no text we can trust to be the title, so it reads as undefined.
 */
function literalText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isNumericLiteral(node)) return node.text
  if (node.kind === ts.SyntaxKind.TrueKeyword) return 'true'
  if (node.kind === ts.SyntaxKind.FalseKeyword) return 'false'
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => ` ${span.literal.text}`)].join('')
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression)
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalText(node.expression)
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left)
    const right = literalText(node.right)
    return left === undefined || right === undefined ? undefined : left + right
  }
  return undefined
}

/** `[…] as const`, `[…] satisfies T`: the expression itself. */
function withoutAssertions(node: ts.Expression): ts.Expression {
  return ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? withoutAssertions(node.expression) : node
}

/** A `.each` table written in the same file: the array literal itself, or the `const` it is declared in. */
function tableRows(written: ts.Expression, source: ts.SourceFile): readonly ts.Expression[] | undefined {
  const table = withoutAssertions(written)
  if (ts.isArrayLiteralExpression(table)) return table.elements
  if (!ts.isIdentifier(table)) return undefined
  let rows: readonly ts.Expression[] | undefined
  const visit = (node: ts.Node): void => {
    if (rows) return
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === table.text && node.initializer) {
      const init = withoutAssertions(node.initializer)
      if (ts.isArrayLiteralExpression(init)) rows = init.elements
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return rows
}

/** The title vitest gives one row of an array table: `%s`, `%i`, `%d` … take the row's values in turn. */
function formatArrayRow(template: string, row: ts.Expression): string {
  const values = ts.isArrayLiteralExpression(row) ? [...row.elements] : [row]
  let next = 0
  return template.replace(/%[sdifjoO%#$]/g, (placeholder) => {
    if (placeholder === '%%') return '%'
    if (placeholder === '%#' || placeholder === '%$') return ''
    const value = values[next++]
    return value === undefined ? '' : (literalText(value) ?? '')
  })
}

/** The title vitest gives one row of an object table: `$name` takes the row's property `name`. */
function formatObjectRow(template: string, row: ts.ObjectLiteralExpression): string {
  return template.replace(/\$([A-Za-z_]\w*)/g, (_whole, key: string) => {
    const property = row.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key)
    return property ? (literalText(property.initializer) ?? '') : ''
  })
}

/** Every running test a test file declares, with the title it will run under. */
export function testTitles(file: string): TestTitle[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const titles: TestTitle[] = []
  const add = (node: ts.Node, title: string): void => {
    titles.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, title })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const titleArgument = node.arguments[0]!
      const template = literalText(titleArgument)
      const table = eachTable(node.expression)
      if (template !== undefined && isTestCallee(node.expression)) add(node, template)
      if (template !== undefined && table) {
        const rows = tableRows(table, source)
        // A table built at run time: every row's title holds at least the template's own text.
        if (!rows) add(node, template)
        for (const row of rows ?? []) add(row, ts.isObjectLiteralExpression(row) ? formatObjectRow(template, row) : formatArrayRow(template, row))
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return titles
}
