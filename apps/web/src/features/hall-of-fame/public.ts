import type { ActionSender } from '../../shared/network/offlineQueue'

/*
 * What the app shell may use from the Hall of Fame: the senders of its actions made offline
 * (issue 35). They load the legends' calls on first use: importing them into the shell would
 * pull the Hall of Fame's code (and the contract's messages) into every page's first download.
 */
const senders = () => import('./api/offlineSenders').then((module) => module.legendOfflineSenders)

const lazySender =
  (kind: string): ActionSender =>
  async (client, payload) => {
    const send = (await senders())[kind]
    if (!send) throw new Error(`No sender for ${kind}`)
    return send(client, payload)
  }

/** Every kind api/offlineSenders sends (its test checks the two lists agree). */
export const legendOfflineKinds = ['legends.vote', 'legends.comment', 'legends.reply'] as const

export const legendOfflineSenders: Readonly<Record<string, ActionSender>> = Object.fromEntries(
  legendOfflineKinds.map((kind) => [kind, lazySender(kind)])
)
