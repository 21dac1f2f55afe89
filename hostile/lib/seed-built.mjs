/*
 * `kobza seed demo` through the production build: the same operator and the same demo
 * seeders, without compiling the TypeScript sources on the fly (several times faster, which
 * is most of the suite's setup). Run by platform.mjs with the platform's environment.
 */
const api = await import(new URL('../../apps/api/build/start/operator.js', import.meta.url).href)
const operator = await api.loadOperator()
const result = await operator.seedDemo()
console.log(`✔ demo data seeded (${result.created} created)`)
await api.shutdownApi()
