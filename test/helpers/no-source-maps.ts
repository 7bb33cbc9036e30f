// Loaded before every test file (package.json, tap's node-arg). tap starts each test process with source maps on
// (--enable-source-maps) and its process-info hooks look up a source map for every loaded file that names one, so
// that coverage can be mapped; this suite collects no coverage, and the project's own TypeScript needs no map (type
// stripping keeps every line and column). Turned off, a test file's start-up costs about a twentieth less CPU.
process.setSourceMapsEnabled(false)
