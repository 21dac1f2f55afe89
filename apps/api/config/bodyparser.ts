import { defineConfig } from '@adonisjs/core/bodyparser'
import { limits } from '@kobza/contract'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: true, types: ['application/x-www-form-urlencoded'] },
  json: {
    convertEmptyStringsToNull: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report'],
  },
  multipart: {
    // Never read a multipart body here: this parser runs before authentication, and would write
    // every file of every request to the temp folder. app/media's gate and receivers read it
    // (#media/multipart_routes lists which routes take one; any other answers 415 unread).
    autoProcess: false,
    convertEmptyStringsToNull: true,
    limit: limits.multipartMaxBytes,
    types: ['multipart/form-data'],
  },
})
