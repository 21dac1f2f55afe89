/*
 * Stands in for shared/uploads/resumableUpload in screen tests: the tus transfer itself is tested
 * against the real API (apps/api resumable.spec.ts, the hostile and e2e tests). This one notes the
 * kind, reports half its progress, then answers an upload id of that kind.
 */
export const sent = { kinds: [] as string[] }

export async function sendResumable(
  _client: unknown,
  kind: string,
  _file: File,
  options: { onProgress?: (fraction: number) => void }
) {
  sent.kinds.push(kind)
  options.onProgress?.(0.5)
  return `${kind}-7-0123456789abcdef0123456789abcdef`
}
