import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor, processDefaults } from './ignite.js'

processDefaults('3333')

createIgnitor()
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
