import { createPrivateKey, createPublicKey } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalLedger, devAccountKeySeed } from '@kobza/ledger'
import { startLocalGrpcNode, type LocalGrpcNode } from '@kobza/ledger/grpc-node'
import { contractModule, platformContracts } from './contract-modules.ts'
import { spawnKobza } from './kobza-process.ts'

/**
 * `kobza contracts deploy` as a real process against a Concordium node started in this test:
 * the local ledger served by startLocalGrpcNode on a loopback port. The command signs with a key
 * file of a local account (its key derives from its address) and goes through the SDK's client.
 */
const port = Number(process.env.CLI_TEST_DEPLOY_NODE_PORT ?? 25220)
const scratch = mkdtempSync(join(tmpdir(), 'kobza-deploy-node-'))
const modulesDir = join(scratch, 'modules')
const moduleFile = join(modulesDir, 'kobza_contracts.wasm.v1')
const keyFile = join(scratch, 'local-key.export')
const ledger = new LocalLedger()
const payer = ledger.createAccount(1_000_000_000n)
let node: LocalGrpcNode

/** The wallet export (Browser Wallet format) of a local account: its only key, derived from the address. */
function localKeyExport(address: string): string {
  const seed = Buffer.from(devAccountKeySeed(address))
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed])
  const publicJwk = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({
    format: 'jwk',
  })
  const verifyKey = Buffer.from(publicJwk.x ?? '', 'base64url').toString('hex')
  return JSON.stringify({
    type: 'concordium-browser-wallet-account',
    v: 0,
    environment: 'localnode',
    value: {
      address,
      credentials: { 0: 'aa'.repeat(48) },
      accountKeys: {
        threshold: 1,
        keys: { 0: { threshold: 1, keys: { 0: { signKey: seed.toString('hex'), verifyKey } } } },
      },
    },
  })
}

/** Runs kobza without blocking this process's event loop: the node it talks to lives here. */
async function kobza(args: string[]) {
  const run = spawnKobza(args, {
    scratch,
    sqliteFile: join(scratch, 'deploy.sqlite'),
    env: { LEDGER_NETWORK: '', LEDGER_NODE_URL: node.url },
  })
  const code = await run.exited
  return { code, out: run.output().replace(/\s+/g, ' ') }
}

const deploy = (...options: string[]) => kobza(['contracts', 'deploy', '--network', 'localnode', ...options])

beforeAll(async () => {
  mkdirSync(modulesDir)
  writeFileSync(moduleFile, contractModule(platformContracts))
  writeFileSync(keyFile, localKeyExport(payer))
  node = await startLocalGrpcNode({
    port,
    backend: { read: async (work) => work(ledger), write: async (work) => work(ledger) },
  })
})

afterAll(async () => {
  await node.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe('kobza contracts deploy against the local ledger node', () => {
  it('deploys the module and initializes the three contracts through the node, then skips the module', async () => {
    const first = await deploy('--modules', modulesDir, '--key', keyFile)
    expect(first.code, first.out).toBe(0)
    expect(first.out).toContain('✔ Contracts deployed to Concordium localnode')
    expect(first.out).toContain(`account ${payer}`)
    expect(first.out).toContain('✔ init auction <4,0>')
    expect(first.out).toContain('✔ init market <6,0>')
    expect(first.out).toContain('LEDGER_MARKET_CONTRACT=6,0')
    expect(ledger.moduleRefs()).toHaveLength(1)
    expect(ledger.deployedInstance({ index: 5n, subindex: 0n })?.name).toBe('rr_token')

    // The spelling: one module file rather than its folder.
    const second = await deploy('--module', moduleFile, '--key', keyFile)
    expect(second.code, second.out).toBe(0)
    expect(second.out).toMatch(/already (deployed|on chain)/)
    expect(second.out).toContain('✔ init auction <7,0>')
    expect(ledger.moduleRefs()).toHaveLength(1)
  })

  it('reports the node refusing a key that does not sign for the account', async () => {
    const other = ledger.createAccount(0n)
    const wrongKey = join(scratch, 'wrong-key.export')
    // The export names `payer` but carries `other`'s key: the node checks the signature.
    writeFileSync(wrongKey, localKeyExport(other).replace(other, payer))
    const { code, out } = await deploy('--modules', modulesDir, '--key', wrongKey)
    expect(code).toBe(1)
    expect(out).toContain('The transaction signature is invalid')
  })

  it('refuses a --module that is not a compiled module, and --module with --modules, before contacting the node', async () => {
    const before = ledger.moduleRefs().length
    const notModule = join(scratch, 'contracts.wasm')
    writeFileSync(notModule, contractModule(platformContracts))
    const wrongSuffix = await deploy('--module', notModule, '--key', keyFile)
    expect(wrongSuffix.code).toBe(1)
    expect(wrongSuffix.out).toContain(`The module ${notModule} is not a .wasm.v1 file`)
    const both = await deploy('--module', moduleFile, '--modules', modulesDir, '--key', keyFile)
    expect(both.code).toBe(1)
    expect(both.out).toContain('Give either --module <file> or --modules <folder>, not both')
    const missing = await deploy('--module', join(scratch, 'absent.wasm.v1'), '--key', keyFile)
    expect(missing.code).toBe(1)
    expect(missing.out).toContain(`The module ${join(scratch, 'absent.wasm.v1')} does not exist`)
    expect(ledger.moduleRefs()).toHaveLength(before)
  })
})
