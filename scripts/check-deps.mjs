/*
 * Fails when a file imports a package its workspace's package.json does not declare. npm
 * hoists every workspace's dependencies to the root node_modules, so an undeclared import
 * still works here and breaks wherever the workspace is installed or deployed alone. Static,
 * dynamic, type-only and `require` imports all count; node builtins and the workspace's own
 * `#imports` aliases do not. Files outside every workspace answer to the root package.json.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import ts from 'typescript'

const root = realpathSync(new URL('..', import.meta.url).pathname)
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))
const rootPackage = readJson(join(root, 'package.json'))
const workspaceDirs = rootPackage.workspaces
  .flatMap((pattern) =>
    pattern.endsWith('/*')
      ? ts.sys.getDirectories(join(root, pattern.slice(0, -2))).map((name) => join(pattern.slice(0, -2), name))
      : [pattern]
  )
  .filter((dir) => existsSync(join(root, dir, 'package.json')))
  // The longest first, so a file belongs to the innermost workspace holding it.
  .sort((a, b) => b.length - a.length)

/** What a package.json lets its files import: its declared dependencies of any kind, and itself. */
function declared(manifest) {
  return new Set([
    manifest.name,
    ...['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {})
    ),
  ])
}

const builtins = new Set(builtinModules)
const sourceFile = /\.(c|m)?(j|t)sx?$/
/** Generated or vendored output is not source: it answers to nobody's package.json. */
const generated = /(^|\/)(dist|dist-server|build|storybook-static|node_modules|coverage)\//

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null if none. */
function packageOf(specifier) {
  if (/^(\.|\/|#|node:|virtual:|data:|https?:)/.test(specifier)) return null
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return builtins.has(name) ? null : name
}

/** Each module specifier a file names: import/export from, import(), import type, require(). */
function specifiersOf(file, text) {
  const found = []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push([node.moduleSpecifier.text, node.moduleSpecifier])
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      found.push([node.moduleReference.expression.text, node])
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push([node.argument.literal.text, node])
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push([node.arguments[0].text, node.arguments[0]])
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.map(([specifier, node]) => ({
    specifier,
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
  }))
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => sourceFile.test(file) && !file.endsWith('.d.ts') && !generated.test(file))
  .filter((file) => existsSync(join(root, file)))

const manifests = new Map()
const problems = []
for (const file of files) {
  const workspace = workspaceDirs.find((dir) => file.startsWith(`${dir}/`)) ?? '.'
  if (!manifests.has(workspace)) {
    const manifest = readJson(join(root, workspace, 'package.json'))
    manifests.set(workspace, { name: manifest.name, allowed: declared(manifest) })
  }
  const { name, allowed } = manifests.get(workspace)
  for (const { specifier, line } of specifiersOf(file, readFileSync(join(root, file), 'utf8'))) {
    const wanted = packageOf(specifier)
    if (wanted && !allowed.has(wanted))
      problems.push(
        `${file}:${line} imports '${specifier}', which ${relative(root, join(root, workspace, 'package.json')) || 'package.json'} (${name}) does not declare`
      )
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(`\n${problems.length} undeclared import(s): add each package to that workspace's package.json.`)
  process.exit(1)
}
console.log(`check-deps: every import of ${files.length} files is declared in its workspace's package.json`)
