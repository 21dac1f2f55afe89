import kobzaConfig from '#config/kobza'

/**
 * The origin links in mails point to: APP_URL, or outside production the address the
 * server listens on. Never the request's Host or X-Forwarded-Host: a client could make
 * a reset mail carry its token to a host of its choosing.
 */
export function publicOrigin(): string {
  if (kobzaConfig.appUrl) return kobzaConfig.appUrl
  const host = kobzaConfig.host
  // A wildcard listen address is not somewhere a browser can go; loopback is.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${kobzaConfig.port}`
}

export function publicUrl(path: string): string {
  return new URL(path, publicOrigin()).toString()
}
