import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { featureFolders, routePatterns } from '../../bundling/routePages'
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

  it('reads quoted paths and nothing else', () => {
    const source = `routes: [{ path: '/a/:id', element: <A /> }, { path:'/b' }], // path: "/c" is not a route`
    expect(routePatterns(source)).toEqual(['/a/:id', '/b'])
  })
})
