/*
 * Declines overdue video greetings and reminds artists of deadlines within a day, from the API's
 * web process (adonisrc preloads, web only), once a minute. Tests run the use case themselves under the test clock; the CLI's
 * `kobza greetings expire` runs the same. Safe with several API processes: each order's
 * settlement is a conditional UPDATE that only one of them wins.
 */
import { repeatWhileServing } from '#core/jobs/repeat'
import logger from '@adonisjs/core/services/logger'
import { expireOverdueOrders } from '#greetings/actions/expire_overdue'
import { remindGreetingDeadlines } from '#greetings/actions/remind_deadlines'
import { expiryIntervalMs } from '#greetings/greetings_config'

repeatWhileServing('greeting expiry', expiryIntervalMs, async () => {
  const { declined } = await expireOverdueOrders()
  if (declined.length > 0) logger.info('video greetings past their deadline declined: %s', declined.join(', '))
  await remindGreetingDeadlines()
})
