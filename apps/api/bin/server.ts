import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor, processDefaults } from './ignite.js'

processDefaults('3333')

createIgnitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
