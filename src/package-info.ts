// The service's name and version, read once from package.json (found from src/ and from dist/src/).

import { existsSync, readFileSync } from 'node:fs'

function findPackageJson(): { name: string; version: string } {
  for (const relative of ['../package.json', '../../package.json']) {
    const url = new URL(relative, import.meta.url)
    if (existsSync(url)) return JSON.parse(readFileSync(url, 'utf8')) as { name: string; version: string }
  }
  throw new Error('package.json not found beside src/')
}

export const PACKAGE = findPackageJson()
