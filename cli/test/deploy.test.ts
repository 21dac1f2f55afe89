import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractModule, platformContracts } from './contract-modules.ts'
import { runKobza } from './kobza-process.ts'

/**
 * `kobza contracts deploy` as a real process. Nothing here leaves the machine: the Concordium
 * path is driven up to the node, which is a closed port on 127.0.0.1.
 */
const scratch = mkdtempSync(join(tmpdir(), 'kobza-deploy-'))
const account = '3kBx2h5Y2veb4hZgAJWPrr8RyQESKm5TjzF3ti1QQ4VSYLwK1G'

const modulesDir = join(scratch, 'modules')
const combinedDir = join(scratch, 'combined')
const wrongDir = join(scratch, 'wrong')
const keyFile = join(scratch, 'testnet-key.export')
const brokenKeyFile = join(scratch, 'broken-key.export')
let closedNodeUrl = ''

function kobza(args: string[], env: Record<string, string> = {}) {
  const sqliteFile = join(scratch, 'deploy.sqlite')
  const result = runKobza(args, {
    scratch,
    sqliteFile,
    env: { LEDGER_NETWORK: '', LEDGER_NODE_URL: '', ...env },
    timeout: 60_000,
  })
  // Ink wraps lines at the terminal width (80 without a terminal): compare with whitespace folded.
  return { ...result, out: result.out.replace(/\s+/g, ' ') }
}

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

beforeAll(async () => {
  mkdirSync(modulesDir)
  for (const [name, entrypoints] of Object.entries(platformContracts))
    writeFileSync(join(modulesDir, `${name}.wasm.v1`), contractModule({ [name]: entrypoints }))
  mkdirSync(combinedDir)
  writeFileSync(join(combinedDir, 'kobza_contracts.wasm.v1'), contractModule(platformContracts))
  mkdirSync(wrongDir)
  writeFileSync(join(wrongDir, 'auction.wasm.v1'), contractModule({ auction: platformContracts.auction }))
  writeFileSync(join(wrongDir, 'rr_token.wasm.v1'), contractModule({ rr_token: platformContracts.rr_token }))
  writeFileSync(join(wrongDir, 'market.wasm.v1'), contractModule({ shop: platformContracts.market }))

  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })
  const hex = (value: string | undefined) => Buffer.from(value ?? '', 'base64url').toString('hex')
  const keys = { signKey: hex(jwk.d), verifyKey: hex(jwk.x) }
  writeFileSync(
    keyFile,
    JSON.stringify({
      type: 'concordium-browser-wallet-account',
      v: 0,
      environment: 'testnet',
      value: {
        address: account,
        credentials: { 0: 'aa'.repeat(48) },
        accountKeys: { threshold: 1, keys: { 0: { threshold: 1, keys: { 0: keys } } } },
      },
    })
  )
  writeFileSync(brokenKeyFile, 'signKey=0123')
  closedNodeUrl = `http://127.0.0.1:${await closedPort()}`
})

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('kobza contracts deploy on Concordium (no network: the node is a closed local port)', () => {
  it('asks for the modules and the key file', () => {
    const { code, out } = kobza(['contracts', 'deploy'], { LEDGER_NETWORK: 'testnet' })
    expect(code).toBe(1)
    expect(out).toContain('Deployment failed')
    expect(out).toContain(
      'Deploying to Concordium testnet needs --module <one .wasm.v1 module with every contract> or --modules <folder'
    )
    expect(out).toContain('and --key <key file exported from a Concordium wallet>')
  })

  it('asks for LEDGER_NODE_URL', () => {
    const { code, out } = kobza([
      'contracts',
      'deploy',
      '--network',
      'testnet',
      '--modules',
      modulesDir,
      '--key',
      keyFile,
    ])
    expect(code).toBe(1)
    expect(out).toContain("needs LEDGER_NODE_URL, the node's gRPC endpoint")
  })

  it('names a missing modules folder, missing module files and an unreadable key file', () => {
    const env = { LEDGER_NETWORK: 'testnet', LEDGER_NODE_URL: closedNodeUrl }
    const missing = join(scratch, 'nowhere')
    expect(kobza(['contracts', 'deploy', '--modules', missing, '--key', keyFile], env).out).toContain(
      `The modules folder ${missing} does not exist`
    )
    const partial = kobza(['contracts', 'deploy', '--modules', wrongDir, '--key', join(scratch, 'none.json')], env)
    expect(partial.code).toBe(1)
    expect(partial.out).toContain(`The key file ${join(scratch, 'none.json')} does not exist`)
    const notJson = kobza(['contracts', 'deploy', '--modules', modulesDir, '--key', brokenKeyFile], env)
    expect(notJson.code).toBe(1)
    expect(notJson.out).toContain(`The key file ${brokenKeyFile} is not JSON`)
    const empty = kobza(['contracts', 'deploy', '--modules', scratch, '--key', keyFile], env)
    expect(empty.out).toMatch(/needs auction.wasm.v1, rr_token.wasm.v1, market.wasm.v1 \(or a single .wasm.v1 module/)
  })

  it('refuses a module without its contract before contacting the node', () => {
    const { code, out } = kobza(['contracts', 'deploy', '--modules', wrongDir, '--key', keyFile], {
      LEDGER_NETWORK: 'testnet',
      LEDGER_NODE_URL: closedNodeUrl,
    })
    expect(code).toBe(1)
    expect(out).toContain('market.wasm.v1 has no contract named "market" (the market contract); it has: shop')
    expect(out).not.toContain('Cannot reach')
  })

  it('fails fast with a clear message when the node is unreachable', () => {
    for (const dir of [modulesDir, combinedDir]) {
      const { code, out, ms } = kobza(['contracts', 'deploy', '--modules', dir, '--key', keyFile], {
        LEDGER_NETWORK: 'testnet',
        LEDGER_NODE_URL: closedNodeUrl,
      })
      expect(code, out).toBe(1)
      expect(out).toContain('✖ Deployment to Concordium testnet failed')
      expect(out).toContain(`node ${closedNodeUrl} account ${account}`)
      expect(out).toContain(
        `Cannot reach the Concordium node at ${closedNodeUrl} (connection refused): check LEDGER_NODE_URL and that the node's gRPC port is open`
      )
      expect(ms).toBeLessThan(20_000)
    }
  })

  it('--network local deploys the local ledger whatever LEDGER_NETWORK says', () => {
    const { code, out } = kobza(['contracts', 'deploy', '--network', 'local'], { LEDGER_NETWORK: 'testnet' })
    expect(code, out).toBe(0)
    expect(out).toContain('Contracts deployed to the local ledger')
    expect(out).toMatch(/market\s+<3,0> market/)
  })
})
