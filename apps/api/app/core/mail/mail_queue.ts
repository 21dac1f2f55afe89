import logger from '@adonisjs/core/services/logger'

/**
 * Mail leaves after the HTTP answer: a request never waits for the transport, so a slow
 * SMTP server cannot tell a caller whether an address has an account. A job that fails is
 * tried again after each of `retryDelaysMs`, then given up with an error in the log.
 *
 * The queue lives in the process: mail not yet handed to the transport when the process
 * stops is lost (the reset or confirmation can simply be requested again).
 */
export class MailQueue {
  retryDelaysMs: number[] = [2_000, 15_000, 60_000]
  #running = new Set<Promise<void>>()

  /** Starts `send` after the current request is answered; `what` names the job in the log. */
  enqueue(what: string, send: () => Promise<unknown>) {
    const job = this.#run(what, send).finally(() => this.#running.delete(job))
    this.#running.add(job)
  }

  /** Resolves once every queued job has been delivered or given up, retries included. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running])
  }

  async #run(what: string, send: () => Promise<unknown>) {
    // Let the request that queued the job answer first.
    await new Promise((resolve) => setImmediate(resolve))
    for (let attempt = 0; ; attempt += 1) {
      try {
        await send()
        return
      } catch (error) {
        const delay = this.retryDelaysMs[attempt]
        if (delay === undefined) {
          logger.error({ err: error, mail: what, attempts: attempt + 1 }, 'mail could not be sent; giving up')
          return
        }
        logger.warn({ err: error, mail: what, retryInMs: delay }, 'mail could not be sent; retrying')
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  }
}

export const mailQueue = new MailQueue()
