import { defineConfig, services } from '@adonisjs/drive'
import type { InferDriveDisks } from '@adonisjs/drive/types'
import env from '#start/env'
import { dataPath } from '#core/paths'

/*
 * Media (covers, songs and what later issues upload): the local disk under DATA_DIR by
 * default, an S3-compatible bucket with DRIVE_DISK=s3. Files are served by the media routes
 * (app/media), never straight from the disk, so premium media stays behind signed URLs.
 */
/** The bucket behind DRIVE_DISK=s3, without its credentials (`kobza doctor` and /health name it). */
export const s3Settings = {
  bucket: env.get('S3_BUCKET') ?? 'kobza-media',
  region: env.get('S3_REGION') ?? 'us-east-1',
  endpoint: env.get('S3_ENDPOINT'),
}

/** DRIVE_DISK: `fs` (the default) or `s3`. */
export const mediaDiskName = env.get('DRIVE_DISK') ?? 'fs'

const driveConfig = defineConfig({
  default: mediaDiskName,
  services: {
    fs: services.fs({
      location: dataPath('media'),
      visibility: 'private',
      serveFiles: false,
    }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID') ?? '',
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY') ?? '',
      },
      region: s3Settings.region,
      bucket: s3Settings.bucket,
      endpoint: s3Settings.endpoint,
      forcePathStyle: env.get('S3_FORCE_PATH_STYLE') ?? !!env.get('S3_ENDPOINT'),
      visibility: 'private',
      // Most S3-compatible stores have no object ACLs; access goes through signed URLs anyway.
      supportsACL: false,
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
