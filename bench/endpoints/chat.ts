import { defineEndpoints } from '../src/endpoint.ts'

/*
 * The chat's 500 ms poll (spec 000 §9): the demo fan asks her first conversation (the demo's
 * chat 1, with Оксана Вербицька) for messages after a cursor, and nothing is new, as on almost
 * every poll. It costs the session lookup, the two member rows and one indexed range read.
 * The scale runs (1,000 polling clients on PostgreSQL, 5,000 SSE streams) are `npm run
 * bench:chat` (bench/src/chat_scale.ts).
 */
const membersSql = 'select user_id, unread_count, last_read_message_id from chat_members where chat_id = ?'
const messagesSql = `select id, sender_id, message_type, body, created_at from chat_messages
  where chat_id = ? and hidden_at is null and id > ? order by id asc limit 50`
const after = 1_000_000

export default defineEndpoints([
  {
    name: 'chat poll (nothing new)',
    method: 'GET',
    path: `/api/v1/chats/messages/1?after=${after}`,
    headers: async ({ platformUrl }) => {
      const login = await fetch(`${platformUrl}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'fan@kobza.local', password: 'Kobza-demo-2026!' }),
      })
      const { access_token: token } = (await login.json()) as { access_token: string }
      return { authorization: `Bearer ${token}` }
    },
    sql: { query: messagesSql, params: [1, after] },
    fastify: (database) => {
      const members = database.prepare<[number], { user_id: number }>(membersSql)
      const messages = database.prepare<[number, number], Record<string, unknown>>(messagesSql)
      return () => {
        members.all(1)
        return messages.all(1, after)
      }
    },
  },
])
