// Chromium for the page tests (Debian's chromium, headless, via playwright-core), and a player seated at a live table
// through /play.

import { type Browser, chromium, type Page } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS })

/** A player's /play page in a context of its own, watching `tableId` and seated with a buy-in of 40. */
export async function playAt(browser: Browser, base: string, tableId: number, player: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  await page.goto(`${base}/play?table=${tableId}&player=${player}&token=any-token`)
  await page.locator('#status', { hasText: `Table ${tableId}` }).waitFor()
  await page.locator('#buyin').fill('40')
  await page.locator('#sit').click()
  await page.locator('#balance', { hasText: 'balance 40.00' }).waitFor()
  return page
}
