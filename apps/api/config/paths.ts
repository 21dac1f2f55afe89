import env from '#start/env'

/*
 * Where the platform keeps its state and finds the built apps, as given (relative paths are
 * from the repository root; app/core/paths.ts resolves them).
 */
const pathsConfig = {
  /** The embedded defaults' state: SQLite file, media, outbox, the generated app key. */
  dataDir: env.get('DATA_DIR') ?? 'var',
  webDist: env.get('WEB_DIST') ?? 'apps/web/dist',
  adminDist: env.get('ADMIN_DIST') ?? 'apps/admin/dist',
  /** The web app's server build (issue 35), outside dist/ so it is never served as a file; `off` renders nothing on the server. */
  webServerEntry: env.get('WEB_SERVER_ENTRY') ?? 'apps/web/dist-server/entry-server.js',
}
export default pathsConfig
