/**
 * Vitest setup: tests must never reach the network. Any code path that forgets to take an
 * injected fetch or client fails loudly instead of calling out.
 */
globalThis.fetch = (input: unknown) => Promise.reject(new Error(`Network access in a test: ${String(input)}`))
