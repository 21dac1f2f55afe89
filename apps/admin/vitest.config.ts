import { reactVitestConfig } from '@kobza/design-system/vitest'

export default reactVitestConfig()
