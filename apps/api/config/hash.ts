import { defineConfig, drivers } from '@adonisjs/core/hash'

/*
 * scrypt with N=2^15, r=8, p=1 (OWASP's minimum is N=2^17 with p=1, or equivalent
 * cost; 2^15·r8·p1 uses 32 MiB). Tuned in issue 4 with the login benchmark.
 */
export default defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({ cost: 32768, blockSize: 8, parallelization: 1, maxMemory: 64 * 1024 * 1024 }),
  },
})
