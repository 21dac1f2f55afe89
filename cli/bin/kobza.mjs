#!/usr/bin/env node
/*
 * `kobza`: the operator CLI. Runs its TypeScript sources through the same JIT
 * loader the API uses, so CLI and API share one implementation.
 */
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  console.error(
    `kobza needs Node.js 24 or newer (this is ${process.version}). Run it through npm: npm run kobza -- <command>`
  )
  process.exit(1)
}
// ts-exec reads the tsconfig found from this folder, wherever the command was started.
process.env.TS_EXEC_PWD = new URL('../', import.meta.url).pathname
await import('@poppinss/ts-exec')
const { main } = await import('../src/main.tsx')
await main(process.argv)
