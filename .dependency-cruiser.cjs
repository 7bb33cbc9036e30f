// The map of the house, enforced by `npm run lint` (dependency-cruiser): which folder may import which.
// Adapters (src/store/memory, src/store/postgres, src/workers, src/auth, src/metrics, src/redis) implement the ports;
// only src/server.ts and scripts/ build them. See docs/architecture.md.
const ADAPTERS = '^src/(store|workers|auth|metrics|redis)/'

module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'src/core is the library: it imports only itself and Node built-ins (no packages, no I/O layers).',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { pathNot: '^src/core/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'http-uses-ports',
      comment: 'src/http is handed adapters through the ports; it never imports one.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: ADAPTERS },
    },
    {
      name: 'only-server-builds-adapters',
      comment: 'Outside its own folder, an adapter is imported only by src/server.ts and scripts/.',
      severity: 'error',
      from: { path: '^(src/[^/]+)/' },
      to: { path: ADAPTERS, pathNot: '^$1/' },
    },
    {
      name: 'stores-stand-apart',
      comment:
        'src/store/memory and src/store/postgres are two adapters of the same ports, each a folder of modules by aggregate: a module imports core, ports and its own folder, never the other store.',
      severity: 'error',
      from: { path: '^src/store/(memory|postgres)/' },
      to: { path: '^(src|schemas)/', pathNot: ['^src/store/$1/', '^src/(core|ports)/'] },
    },
    {
      name: 'store-is-its-folders',
      comment: 'A store module lives in src/store/memory/ or src/store/postgres/ (the folder of its adapter), not loose in src/store/.',
      severity: 'error',
      from: { path: '^src/store/[^/]+$' },
      to: {},
    },
    {
      name: 'live-uses-ports',
      comment: 'src/live (the table clock, the event hub) works through the ports with core rules; it knows no HTTP and no adapter.',
      severity: 'error',
      from: { path: '^src/live/' },
      to: { path: '^(src|schemas)/', pathNot: '^src/(core|ports|live)/' },
    },
    {
      name: 'ports-are-interfaces',
      comment: 'src/ports names what the app is handed, in core types.',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { path: '^(src|schemas)/', pathNot: '^src/(core|ports)/' },
    },
    {
      name: 'schemas-describe-the-wire',
      comment: 'schemas/ holds TypeBox schemas; it shares limits with src/core and nothing else of the project.',
      severity: 'error',
      from: { path: '^schemas/' },
      to: { path: '^(src|scripts|bench|test)/', pathNot: '^src/core/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
}
