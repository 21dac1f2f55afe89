import { spawn, type ChildProcess } from 'node:child_process'
import { test as base, expect, type Page } from '@playwright/test'
import { mainnetConfig } from '@kobza/ledger'

/*
 * A platform trading on Concordium Mainnet, for the real-wallet spec: server.mjs's second API
 * (`node server.mjs network <port>`, E2E_PORT + 2) on the suite's database, reading the same
 * `kobza ledger node` as the first. Its pages carry the CSP the API sends on a network (the web
 * SDK's WebAssembly, gRPC-web to mainnet's node) and its local-ledger routes answer 404 as there,
 * so the page takes the Concordium Browser Wallet path on its own. Started once per worker, only
 * by the specs that use it.
 */

const networkPort = Number(process.env.E2E_NETWORK_PORT ?? Number(process.env.E2E_PORT ?? 29017) + 2)
const origin = `http://127.0.0.1:${networkPort}`
const bootTimeoutMs = 60_000

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/health`)).ok
  } catch {
    return false
  }
}

async function startNetworkPlatform(): Promise<ChildProcess> {
  if (await healthy()) throw new Error(`${origin} already answers: another platform holds E2E_PORT + 2`)
  const child = spawn(process.execPath, ['server.mjs', 'network', String(networkPort)], {
    cwd: new URL('..', import.meta.url).pathname,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the network platform exited (${code}) before it answered`)))
  )
  exited.catch(() => undefined)
  const deadline = Date.now() + bootTimeoutMs
  while (!(await Promise.race([healthy(), exited]))) {
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`the network platform did not answer ${origin}/health in ${bootTimeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return child
}

/** What the page asked of the network's node (mainnet's gRPC-web URL, answered here). */
export interface NodeCall {
  method: string
}

const nodeOrigin = new URL(mainnetConfig.nodeUrl).origin
const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Nothing leaves this machine: mainnet's node (the web build's gRPC-web URL) is answered by a stub
 * node that is unavailable (gRPC status 14), any other outside request is refused; both are kept
 * for the test to check. Routing happens past the page's CSP, so the CSP is still what allows them.
 */
async function keepOffTheNetwork(page: Page) {
  const nodeCalls: NodeCall[] = []
  const outside: string[] = []
  await page.route(
    (url) => !loopback.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      if (url.origin !== nodeOrigin) {
        outside.push(request.url())
        return route.abort('blockedbyclient')
      }
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-expose-headers': 'grpc-status, grpc-message',
      }
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
      nodeCalls.push({ method: url.pathname })
      return route.fulfill({
        status: 200,
        headers: {
          ...cors,
          'content-type': 'application/grpc-web+proto',
          'grpc-status': '14',
          'grpc-message': 'the stub node is unavailable',
        },
        body: '',
      })
    }
  )
  return { nodeCalls, outside }
}

/**
 * The test's baseURL is the network platform's; `stubNode.nodeCalls` lists what the page asked the
 * network's node, and each test ends by checking the page reached no outside host and its CSP
 * refused nothing.
 */
export const test = base.extend<{ stubNode: { nodeCalls: NodeCall[] } }, { networkPlatform: string }>({
  networkPlatform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      const child = await startNetworkPlatform()
      try {
        await use(origin)
      } finally {
        child.kill('SIGTERM')
      }
    },
    { scope: 'worker', timeout: bootTimeoutMs + 5_000 },
  ],
  baseURL: async ({ networkPlatform }, use) => use(networkPlatform),
  stubNode: [
    async ({ page }, use) => {
      const { nodeCalls, outside } = await keepOffTheNetwork(page)
      // What the platform's CSP refused the page (the SDK's WebAssembly, a fetch to the node).
      const refused: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text())
      })
      await use({ nodeCalls })
      expect(outside, 'requests to hosts outside this machine').toEqual([])
      expect(refused, 'what the CSP refused').toEqual([])
    },
    { auto: true },
  ],
})
