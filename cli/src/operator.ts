/* The API's operator surface, loaded lazily so `kobza --help` never boots the app. */
export async function operator() {
  return import('@kobza/api/operator')
}

export async function closeOperator() {
  const { shutdownApi } = await operator()
  await shutdownApi()
}
