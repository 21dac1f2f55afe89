import { reactVitestConfig } from './vitest.react'

export default reactVitestConfig({ test: { css: { modules: { classNameStrategy: 'non-scoped' } } } })
