import { defineConfig } from '@adonisjs/core/bodyparser'
import { limits } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: true, types: ['application/x-www-form-urlencoded'] },
  json: {
    convertEmptyStringsToNull: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report'],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    // Uploads stream through the route's own checks (size, content type) instead of a temp folder.
    processManually: [
      routes.feed.createPost.path,
      routes.greetings.deliver.path,
      routes.profiles.updateProfile.path,
      routes.catalogue.createSong.path,
      routes.catalogue.createPlaylist.path,
      routes.catalogue.createEvent.path,
      routes.chat.send.path,
    ],
    limit: limits.multipartMaxBytes,
    types: ['multipart/form-data'],
  },
})
