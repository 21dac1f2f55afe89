import { defineConfig, drivers } from '@adonisjs/core/hash'

/*
 * Argon2id with OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane):
 * memory-hard against GPU cracking, and a login stays far under the 300 ms budget
 * (benchmarks/login.mjs measures it).
 */
export default defineConfig({
  default: 'argon',
  list: {
    argon: drivers.argon2({
      version: 0x13,
      variant: 'id',
      iterations: 2,
      memory: 19456,
      parallelism: 1,
      saltSize: 16,
      hashLength: 32,
    }),
  },
})
