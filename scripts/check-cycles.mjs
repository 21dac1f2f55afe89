/*
 * Fails when any workspace has an import loop. Modules are resolved by TypeScript itself,
 * with each workspace's own compiler options, so `#domain/*` subpath imports, path aliases
 * and extension rules count exactly as the compiler sees them. Static, dynamic and type-only
 * imports all count: two modules that need each other's types are one module in disguise.
 */
import { readFileSync, realpathSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'

const root = realpathSync(new URL('..', import.meta.url).pathname)
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const workspaceDirs = rootPackage.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? ts.sys.getDirectories(join(root, pattern.slice(0, -2))).map((name) => join(root, pattern.slice(0, -2), name))
    : [join(root, pattern)]
)

/** Every module one file imports or re-exports, statically, dynamically or for types. */
function imports(sourceFile) {
  const found = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

function graphOf(workspace) {
  const configPath = ts.findConfigFile(workspace, ts.sys.fileExists, 'tsconfig.json')
  if (!configPath || dirname(configPath) !== workspace) return new Map()
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, workspace)
  const graph = new Map()
  const host = ts.createCompilerHost(parsed.options)
  for (const file of parsed.fileNames) {
    if (file.includes('/node_modules/')) continue
    const text = readFileSync(file, 'utf8')
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const edges = new Set()
    for (const specifier of imports(sourceFile)) {
      const resolved = ts.resolveModuleName(specifier, file, parsed.options, host).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = realpathSync(resolved.resolvedFileName)
      if (target.startsWith(workspace + '/') && !target.includes('/node_modules/')) edges.add(target)
    }
    graph.set(realpathSync(file), edges)
  }
  return graph
}

/** Tarjan's strongly connected components: every component larger than one file is a loop. */
function loops(graph) {
  let index = 0
  const indices = new Map()
  const lowlinks = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const connect = (node) => {
    indices.set(node, index)
    lowlinks.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next)
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)))
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)))
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component)
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) connect(node)
  return found
}

let failures = 0
let files = 0
for (const workspace of workspaceDirs) {
  const graph = graphOf(workspace)
  files += graph.size
  for (const component of loops(graph)) {
    failures += 1
    console.error(`✖ import loop in ${relative(root, workspace)}:`)
    for (const file of component.sort()) console.error(`    ${relative(root, file)}`)
  }
}
if (failures > 0) {
  console.error(`\n${failures} import loop(s): break each by moving the shared part below both sides.`)
  process.exit(1)
}
console.log(`No import loops in ${files} files across ${workspaceDirs.length} workspaces.`)
