import { reactVitestConfig } from '@kobza/design-system/vitest'

export default reactVitestConfig({ test: { css: { modules: { classNameStrategy: 'non-scoped' } } } })
