import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'
import { chromiumLaunchOptions } from '@kobza/testkit/chromium'

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * A page to measure: a path for a first-time visitor, or one seen by a signed-in user (its label
 * says so). `visitedFirst`: a path the same browser opened before, as someone who signed in on
 * this device has: the measured load then finds the app's files in the browser's cache and its
 * service worker installed. Without it, the signed-in load is a first visit too.
 */
export type WebRoute = string | { path: string; label: string; storageState: StorageState; visitedFirst?: string }

export interface PageMetrics {
  route: string
  /** Bytes on the wire (compressed, with headers), as the browser's resource timing reports. */
  jsBytes: number
  cssBytes: number
  requests: number
  lcpMs: number | null
  /** What painted the LCP: tag, class and a short src or text, to know what to optimise. */
  lcpElement: string
  cls: number
  tbtMs: number
  /** The longest task of the load (hydration's, on a rendered page), ms; 0 when none passed 50 ms. */
  longestTaskMs: number
}

export interface ProfileMetrics {
  profile: string
  description: string
  pages: PageMetrics[]
}

interface Profile {
  name: string
  description: string
  context: BrowserContextOptions
  /** Chrome DevTools' "Slow 4G": 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number }
  cpuSlowdown?: number
}

export const profiles: Profile[] = [
  { name: 'desktop', description: '1280×900, no throttling', context: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'mobile',
    description: '375×812 phone, CPU ×4 slower, Slow 4G (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up)',
    context: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    network: {
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    },
    cpuSlowdown: 4,
  },
]

/* Runs in the page before its own scripts: buffered observers for LCP, layout shifts and long tasks. */
const observe = () => {
  const metrics = {
    lcp: null as number | null,
    lcpElement: '',
    cls: 0,
    longTasks: [] as { start: number; duration: number }[],
  }
  ;(window as unknown as { __kobzaMetrics: typeof metrics }).__kobzaMetrics = metrics
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
      metrics.lcp = entry.startTime
      const element = entry.element
      metrics.lcpElement = element
        ? `${element.tagName.toLowerCase()}.${element.className} ${entry.url ? new URL(entry.url).pathname : (element.textContent ?? '').slice(0, 40)}`
        : '(removed)'
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) metrics.cls += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

async function measurePage(browser: Browser, profile: Profile, url: string, target: WebRoute): Promise<PageMetrics> {
  const route = typeof target === 'string' ? target : target.path
  // A new context each time: a first visit, nothing cached, unless the route names an earlier visit.
  const context = await browser.newContext({
    ...profile.context,
    locale: 'uk-UA',
    ...(typeof target === 'string' ? {} : { storageState: target.storageState }),
  })
  try {
    if (typeof target !== 'string' && target.visitedFirst) {
      // The earlier visit, unthrottled: only what it leaves behind (cache, service worker) counts.
      const earlier = await context.newPage()
      await earlier.goto(url + target.visitedFirst, { waitUntil: 'load', timeout: 60_000 })
      await earlier.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
      await earlier.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined))
      await earlier.close()
    }
    const page = await context.newPage()
    await page.addInitScript(observe)
    const cdp = await context.newCDPSession(page)
    if (profile.network) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network })
    }
    if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
    await page.goto(url + route, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
    // On a slow (throttled) load the scripts may still be running when the network is idle: the
    // first paint, hence the LCP, can come after. Wait for it (bounded) before reading.
    await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined)
    // Let late paints and tasks land in the observers.
    await page.waitForTimeout(500)
    return await page.evaluate(
      (routeName) => {
        const metrics = (
          window as unknown as {
            __kobzaMetrics: {
              lcp: number | null
              lcpElement: string
              cls: number
              longTasks: { start: number; duration: number }[]
            }
          }
        ).__kobzaMetrics
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        let jsBytes = 0
        let cssBytes = 0
        for (const resource of resources) {
          const path = new URL(resource.name).pathname
          if (resource.initiatorType === 'script' || path.endsWith('.js')) jsBytes += resource.transferSize
          else if (path.endsWith('.css')) cssBytes += resource.transferSize
        }
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        const fcp = paint ? paint.startTime : 0
        // Total blocking time: the part of each long task beyond 50 ms, after the first contentful paint.
        const tbt = metrics.longTasks
          .filter((task) => task.start + task.duration > fcp)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
        return {
          route: routeName,
          jsBytes,
          cssBytes,
          requests: resources.length + 1,
          lcpMs: metrics.lcp,
          lcpElement: metrics.lcpElement,
          cls: metrics.cls,
          tbtMs: tbt,
          longestTaskMs: Math.max(0, ...metrics.longTasks.map((task) => task.duration)),
        }
      },
      typeof target === 'string' ? route : target.label
    )
  } finally {
    await context.close()
  }
}

/** The browser storage of a user signed in through the web app's own sign-in form. */
export async function signedInState(url: string, email: string, password: string): Promise<StorageState> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ locale: 'uk-UA' })
    const page = await context.newPage()
    await page.goto(`${url}/sign-in`)
    await page.locator('input[type="email"]').fill(email)
    await page.locator('input[type="password"]').fill(password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((address) => address.pathname !== '/sign-in', { timeout: 30_000 })
    return await context.storageState()
  } finally {
    await browser.close()
  }
}

/**
 * Loads each route in Chromium per profile `repeat` times and keeps the median run for its
 * timings: one load of a throttled phone varies by half a second on this shared machine.
 */
export async function measureWeb(url: string, routes: WebRoute[], repeat = 3): Promise<ProfileMetrics[]> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const results: ProfileMetrics[] = []
    for (const profile of profiles) {
      const pages: PageMetrics[] = []
      for (const route of routes) {
        const runs: PageMetrics[] = []
        for (let i = 0; i < repeat; i += 1) {
          const run = await measurePage(browser, profile, url, route)
          console.log(`  ${profile.name} ${run.route}: LCP ${Math.round(run.lcpMs ?? -1)} ms on ${run.lcpElement}`)
          runs.push(run)
        }
        runs.sort((a, b) => (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity))
        pages.push(runs[Math.floor(runs.length / 2)]!)
      }
      results.push({ profile: profile.name, description: profile.description, pages })
    }
    return results
  } finally {
    await browser.close()
  }
}
