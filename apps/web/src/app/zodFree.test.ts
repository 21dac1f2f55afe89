import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

/*
 * What a route's page loads before its first render must not include zod (~32 KB brotli): `/`
 * (the shell) and the pages whose screens render from primed answers, /hall-of-fame and
 * /auctions. vite.config.ts puts every module built on zod into the lazy `zod` chunk, so one
 * static import of such a module from a screen puts that chunk into the route's page. The
 * build's own output cannot be read here; this walks the static imports the way the bundler
 * keeps them: an app module brings everything it imports, a workspace package (treated as
 * side-effect free, as the build treats the contract) only the modules that declare the names
 * asked of it, so `import { limits } from '@kobza/contract'` does not count its schemas.
 * Dynamic imports are not followed: what they load comes later, on demand.
 */

const webRoot = join(__dirname, '..', '..')
const repoRoot = join(webRoot, '..', '..')
const contractZod = join(repoRoot, 'packages', 'contract', 'src', 'zod.ts')

interface ParsedModule {
  /** Value imports: the module asked and the names taken (`*` for a namespace or a bare import). */
  imports: Array<{ from: string; names: string[] }>
  /** Names the module declares itself. */
  local: Set<string>
  /** `export { a as b } from 'x'`: b → x's a. */
  reexports: Map<string, { from: string; name: string }>
  /** `export * from 'x'`. */
  stars: string[]
}

const parsed = new Map<string, ParsedModule>()

function parse(file: string): ParsedModule {
  const known = parsed.get(file)
  if (known) return known
  const module: ParsedModule = { imports: [], local: new Set(), reexports: new Map(), stars: [] }
  const lang = file.endsWith('.tsx') ? 'tsx' : 'ts'
  for (const node of parseAst(readFileSync(file, 'utf8'), { lang }, file).body) {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue
      const names = node.specifiers.flatMap((specifier) => {
        if (specifier.type === 'ImportNamespaceSpecifier') return ['*']
        if (specifier.type === 'ImportDefaultSpecifier') return ['default']
        if (specifier.importKind === 'type') return []
        return [specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value]
      })
      // `import 'x'` runs x; `import { type A } from 'x'` takes nothing.
      if (node.specifiers.length === 0) module.imports.push({ from: node.source.value, names: ['*'] })
      else if (names.length > 0) module.imports.push({ from: node.source.value, names })
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exportKind === 'type') continue
      if (node.exported) module.reexports.set(nameOf(node.exported), { from: node.source.value, name: '*' })
      else module.stars.push(node.source.value)
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.exportKind === 'type') continue
      for (const specifier of node.specifiers) {
        if (specifier.exportKind === 'type') continue
        const exported = nameOf(specifier.exported)
        if (node.source) module.reexports.set(exported, { from: node.source.value, name: nameOf(specifier.local) })
        else module.local.add(exported)
      }
      const declaration = node.declaration
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations)
          if (declarator.id.type === 'Identifier') module.local.add(declarator.id.name)
      } else if (declaration && 'id' in declaration && declaration.id?.type === 'Identifier') {
        module.local.add(declaration.id.name)
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      module.local.add('default')
    }
  }
  parsed.set(file, module)
  return module
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? String(node.name) : String(node.value)
}

/** Workspace packages by name, with the source file of each export ('.' or './sub'). */
const workspacePackages = new Map<string, { dir: string; exports: Record<string, unknown> }>()
for (const dir of [
  ...readdirSync(join(repoRoot, 'packages')).map((name) => join(repoRoot, 'packages', name)),
  join(repoRoot, 'design-system'),
]) {
  const manifest = join(dir, 'package.json')
  if (!existsSync(manifest)) continue
  const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    name: string
    exports?: Record<string, unknown>
  }
  workspacePackages.set(name, { dir, exports: exports ?? {} })
}

/** The source file an import resolves to; 'zod' for zod; null for other libraries and non-code files. */
function resolve(specifier: string, importer: string): string | null {
  if (specifier === 'zod' || specifier.startsWith('zod/')) return 'zod'
  if (specifier.startsWith('.')) {
    const base = join(dirname(importer), specifier)
    const stem = base.replace(/\.js$/, '')
    const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
    const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
    if (found) return found
    if (/\.(css|svg|png|json)(\?.*)?$/.test(specifier)) return null
    throw new Error(`${relative(repoRoot, importer)}: cannot resolve ${specifier}`)
  }
  const [scope, name, ...rest] = specifier.split('/')
  const workspace = workspacePackages.get(`${scope}/${name}`)
  if (!workspace) return null
  const target = workspace.exports[rest.length > 0 ? `./${rest.join('/')}` : '.']
  const source = typeof target === 'string' ? target : (target as { source?: string } | undefined)?.source
  if (!source || !/\.tsx?$/.test(source)) return null
  return join(workspace.dir, source)
}

const isZod = (file: string) => file === 'zod' || file === contractZod
const isApp = (file: string) => file.startsWith(join(webRoot, 'src'))

/** Whether a side-effect-free module gives `name`, itself or through its re-exports. */
function provides(file: string, name: string, seen = new Set<string>()): boolean {
  if (isZod(file) || seen.has(file)) return false
  seen.add(file)
  const module = parse(file)
  if (module.local.has(name) || module.reexports.has(name)) return true
  return module.stars.some((star) => {
    const target = resolve(star, file)
    return target !== null && provides(target, name, seen)
  })
}

/**
 * Each import chain from `entries` that reaches zod or a module built on it (one that imports
 * zod or the contract's zod.ts), as `a.tsx → b.ts → zod`.
 */
function zodChains(entries: readonly string[]): string[] {
  const chains: string[] = []
  const included = new Set<string>()
  const asked = new Set<string>()
  const show = (file: string) => (file === 'zod' ? 'zod' : relative(repoRoot, file))

  const ask = (file: string, name: string, chain: readonly string[]) => {
    const key = `${file}\0${name}`
    if (asked.has(key)) return
    asked.add(key)
    if (isZod(file)) {
      chains.push([...chain, file].map(show).join(' → '))
      return
    }
    const module = parse(file)
    if (isApp(file) || name === '*') return include(file, chain, true)
    if (module.local.has(name)) return include(file, chain, false)
    const reexport = module.reexports.get(name)
    if (reexport) {
      const target = resolve(reexport.from, file)
      if (target) ask(target, reexport.name, [...chain, file])
      return
    }
    for (const star of module.stars) {
      const target = resolve(star, file)
      if (target && provides(target, name)) return ask(target, name, [...chain, file])
    }
    throw new Error(`${show(file)} does not export ${name}`)
  }

  /** `whole`: the module's re-exports too, as for an app module or a namespace import. */
  const include = (file: string, chain: readonly string[], whole: boolean) => {
    if (included.has(file)) return
    included.add(file)
    const module = parse(file)
    const here = [...chain, file]
    for (const { from, names } of module.imports) {
      const target = resolve(from, file)
      if (target) for (const name of names) ask(target, name, here)
    }
    if (whole) {
      for (const { from } of [...module.reexports.values(), ...module.stars.map((star) => ({ from: star }))]) {
        const target = resolve(from, file)
        if (target) ask(target, '*', here)
      }
    }
  }

  for (const entry of entries) ask(entry, '*', [])
  return chains
}

/** The modules a feature loads for its screens: what its feature.tsx imports dynamically. */
function featureScreens(feature: string): string[] {
  const file = join(webRoot, 'src', 'features', feature, 'feature.tsx')
  const lazy = [...readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!)
  return lazy.map((specifier) => resolve(specifier, file)!)
}

describe('first renders without zod', () => {
  it('finds a chain to zod where there is one', () => {
    expect(zodChains([join(repoRoot, 'packages', 'contract', 'src', 'enums.ts')])).toEqual([
      'packages/contract/src/enums.ts → packages/contract/src/zod.ts',
    ])
    expect(featureScreens('markets')).toContainEqual(
      join(webRoot, 'src', 'features', 'markets', 'screens', 'AuctionsScreen.tsx')
    )
  })

  it('`/`: the shell imports nothing built on zod', () => {
    expect(zodChains([join(webRoot, 'src', 'main.tsx')])).toEqual([])
  })

  it.each(['hall-of-fame', 'markets'])('%s: its screens import nothing built on zod', (feature) => {
    expect(zodChains(featureScreens(feature))).toEqual([])
  })

  // Signed in, the profile renders from its early answer; zod (~470 ms on a phone at CPU ×4) loads beside.
  it('a profile: its screen imports nothing built on zod', () => {
    expect(zodChains([join(webRoot, 'src', 'features', 'profile', 'screens', 'ProfileScreen.tsx')])).toEqual([])
  })
})
