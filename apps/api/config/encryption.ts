import { defineConfig, drivers } from '@adonisjs/core/encryption'
import { resolveAppKey } from '#core/app_key'

export default defineConfig({
  default: 'app',
  list: {
    app: drivers.aes256gcm({ id: 'app', keys: [resolveAppKey()] }),
  },
})
