import { Text } from 'ink'
import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'

/** Resolves on the first SIGINT or SIGTERM. */
const untilStopped = () =>
  new Promise<string>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(signal))
  })

/**
 * The embedded local ledger (the state in the database) served as a Concordium node over the
 * node's gRPC API v2, until stopped: point LEDGER_NODE_URL at it and the API, or any SDK
 * client, reads it as it would read a real node, and sends signed transactions to it.
 */
export default defineCommand({
  group: 'ledger',
  name: 'node',
  description: 'Serve the local ledger as a Concordium node (gRPC API v2) until stopped (Ctrl-C)',
  options: z.object({
    port: z.coerce.number().int().min(0).max(65535).default(20000).meta({
      flags: '--port <port>',
      description: 'TCP port to listen on (default 20000, a Concordium node’s gRPC port; 0 picks a free one)',
    }),
    host: z.string().default('127.0.0.1').meta({
      flags: '--host <address>',
      description: 'address to listen on (default 127.0.0.1)',
    }),
    readOnly: z.boolean().optional().meta({
      description: 'refuse transactions (SendBlockItem); by default the dev wallet and SDK clients may send',
    }),
  }),
  run: ({ options }) =>
    renderUntilDone(
      (phase) =>
        phase.status === 'done' ? (
          <Text>
            <Text color="green">✔</Text> stopped ({phase.result})
          </Text>
        ) : null,
      async () => {
        const node = await (
          await loadOperator()
        ).markets.serveLedgerNode({
          port: options.port,
          host: options.host,
          acceptTransactions: options.readOnly !== true,
        })
        // A plain line, so scripts and tests can wait for it on stdout.
        process.stdout.write(`Concordium gRPC node for the local ledger at ${node.url}\n`)
        const signal = await untilStopped()
        await node.close()
        return signal
      }
    ),
})
