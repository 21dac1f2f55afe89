/*
 * An XMLHttpRequest for Node that sends through fetch to the test server, so an upload with
 * progress is tested over the wire. It reports the body's size in two progress events before
 * sending, and `abort()` cancels the request in flight, as a browser's does.
 */
export class FetchBackedXhr {
  /** Every request opened, newest last, so a test can abort one in flight. */
  static opened: FetchBackedXhr[] = []

  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  statusText = ''
  responseText = ''
  #method = 'GET'
  #url = ''
  #headers: Record<string, string> = {}
  #answerHeaders = ''
  readonly #controller = new AbortController()

  constructor() {
    FetchBackedXhr.opened.push(this)
  }

  open(method: string, url: string): void {
    this.#method = method
    this.#url = url
  }

  setRequestHeader(name: string, value: string): void {
    this.#headers[name] = value
  }

  getAllResponseHeaders(): string {
    return this.#answerHeaders
  }

  abort(): void {
    this.#controller.abort()
  }

  send(body: BodyInit | null): void {
    void this.#send(body)
  }

  async #send(body: BodyInit | null): Promise<void> {
    // Encoded up front (multipart boundary included), as a browser does before it sends.
    const encoded = body === null ? null : new Response(body)
    const bytes = encoded === null ? null : await encoded.arrayBuffer()
    const type = encoded?.headers.get('content-type')
    if (type && !Object.keys(this.#headers).some((name) => name.toLowerCase() === 'content-type'))
      this.#headers['Content-Type'] = type
    const size = bytes?.byteLength ?? 0
    for (const loaded of [Math.floor(size / 2), size])
      this.upload.onprogress?.({ loaded, total: size, lengthComputable: true } as ProgressEvent)
    try {
      const response = await fetch(this.#url, {
        method: this.#method,
        headers: this.#headers,
        body: bytes,
        signal: this.#controller.signal,
      })
      this.status = response.status
      this.statusText = response.statusText
      this.#answerHeaders = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n')
      this.responseText = await response.text()
      this.onload?.()
    } catch {
      if (this.#controller.signal.aborted) this.onabort?.()
      else this.onerror?.()
    }
  }
}
