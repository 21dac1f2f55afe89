/*
 * Starts the job runner's worker in the API's web process (adonisrc preloads, web only), after
 * start/jobs.ts registered every domain's handlers. Tests start no worker: they run jobs with
 * drainJobs() (#core/jobs/jobs). Every instance runs one; they share the queue safely.
 */
import app from '@adonisjs/core/services/app'
import kobzaConfig from '#config/kobza'
import '#start/jobs'
import { startJobWorker } from '#core/jobs/worker'

if (!app.inTest) {
  app.ready(() => {
    const worker = startJobWorker(kobzaConfig.jobs)
    app.terminating(() => worker.stop())
  })
}
