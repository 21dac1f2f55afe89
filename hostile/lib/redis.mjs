/*
 * A private Redis for the suite (Debian's redis-server, like the private PostgreSQL cluster):
 * the machine's shared one is never flushed or stopped, this one may be.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path))

/** PING → PONG within a second: whether a Redis answers on this port. */
export function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(1000)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => (socket.destroy(), resolve(String(data).startsWith('+PONG'))))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })
}

export async function startRedis({ port, dir }) {
  if (!binary) throw new Error('redis-server is not installed (Debian: apt-get install -y redis-server)')
  const child = spawn(
    binary,
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' }
  )
  for (let waited = 0; !(await redisAnswers(port)); waited += 100) {
    if (child.exitCode !== null || waited > 10_000) throw new Error(`redis-server did not start on ${port}`)
    await sleep(100)
  }
  return {
    url: `redis://127.0.0.1:${port}/0`,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
