import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Without vitest globals Testing Library does not unmount by itself: a screen left mounted keeps
// MUI's ripple timers alive past the file's jsdom teardown, where they throw "window is not defined".
afterEach(cleanup)

// findBy… waits 1 s by default; on a loaded two-core CI machine a lazy screen can take longer.
configure({ asyncUtilTimeout: 4000 })
