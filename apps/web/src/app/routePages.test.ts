import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { featureFolders, routePatterns, withEarlyScript, withInlineStyles } from '../../bundling/routePages'
import { appRoutes } from './routing/routeTable'

const featuresDir = join(__dirname, '..', 'features')

describe('route pages (bundling/routePages.ts)', () => {
  it('reads every route the features add to the route table from their sources, each once', () => {
    const read = featureFolders(featuresDir).flatMap((folder) =>
      routePatterns(readFileSync(join(featuresDir, folder, 'feature.tsx'), 'utf8'))
    )
    // '*' is the route table's own (not found), not a feature's.
    const featureRoutes = appRoutes.map((route) => route.path).filter((path) => path !== '*')
    expect([...read].sort()).toEqual(featureRoutes.sort())
  })

  it('puts a page’s early script first in its head, before anything it loads', () => {
    const index = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8')
    const page = withEarlyScript(index, '/early-answers.js')
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'))
    expect(head.match(/<script|<link/g)?.[0]).toBe('<script')
    expect(head).toContain('<meta charset="UTF-8" />\n    <script async src="/early-answers.js"></script>')
    // `/` itself does not ask for it.
    expect(index).not.toContain('early-answers.js')
  })

  it('reads quoted paths and nothing else', () => {
    const source = `routes: [{ path: '/a/:id', element: <A /> }, { path:'/b' }], // path: "/c" is not a route`
    expect(routePatterns(source)).toEqual(['/a/:id', '/b'])
  })

  it('writes a page’s stylesheets into it, keeping each link disabled so the lazy loader does not fetch it again', () => {
    const page = [
      '<link rel="stylesheet" crossorigin href="/assets/ui-a.css">',
      '<link rel="stylesheet" crossorigin href="/assets/unknown-b.css">',
      '<link rel="stylesheet" crossorigin href="/assets/odd-c.css">',
    ].join('\n')
    const sheets: Record<string, string> = {
      'assets/ui-a.css': '.a{color:red}',
      'assets/odd-c.css': 'a::after{content:"</style>"}',
    }
    const written = withInlineStyles(page, (file) => sheets[file])
    expect(written).toContain(
      '<style data-href="/assets/ui-a.css">.a{color:red}</style>\n    <link rel="stylesheet" crossorigin href="/assets/ui-a.css" disabled>'
    )
    expect(written.match(/<style/g)).toHaveLength(1)
    // A sheet it cannot read, or whose text could end the element, stays a link.
    expect(written).toContain('<link rel="stylesheet" crossorigin href="/assets/unknown-b.css">')
    expect(written).toContain('<link rel="stylesheet" crossorigin href="/assets/odd-c.css">')
  })
})
