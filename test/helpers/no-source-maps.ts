// Loaded before every test file (package.json, tap's node-arg). tap starts each test process with source maps on
// (--enable-source-maps) and its process-info hooks look up a source map for every loaded file that names one, so
// that coverage can be mapped; `npm test` collects no coverage (`npm run test:coverage` does, and keeps them), and
// the project's own TypeScript needs no map (type stripping keeps every line and column). Turned off, a test file
// costs about a twentieth less CPU.
import { COLLECTING_COVERAGE } from './server-process.ts'

if (!COLLECTING_COVERAGE) process.setSourceMapsEnabled(false)
