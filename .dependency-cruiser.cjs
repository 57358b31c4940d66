// The import rules of ARCHITECTURE.md ("Folders and what each may import"), checked by `npm run lint`.
const project = ['domain', 'projections', 'command-api', 'gateway', 'web', 'infra', 'tests'];
const others = (...allowed) => `^(${project.filter((folder) => !allowed.includes(folder)).join('|')})/`;

module.exports = {
  forbidden: [
    { name: 'domain-is-pure', severity: 'error', from: { path: '^domain/' }, to: { path: others('domain') } },
    {
      name: 'domain-runtime-deps',
      comment: 'domain/ may use only zod at run time',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '(^|/)node_modules/zod/',
        dependencyTypesNot: ['type-only'],
      },
    },
    { name: 'projections-deps', severity: 'error', from: { path: '^projections/' }, to: { path: others('projections', 'domain') } },
    {
      name: 'command-api-deps',
      severity: 'error',
      from: { path: '^command-api/' },
      to: { path: others('command-api', 'domain', 'projections') },
    },
    {
      name: 'application-is-plain',
      comment:
        'command-api/application/ (services, process managers, the command runner) takes plain inputs: it imports domain/ and projections/queries, never the fastify app around it',
      severity: 'error',
      from: { path: '^command-api/application/' },
      to: { path: '^command-api/(?!application/)' },
    },
    {
      name: 'application-knows-no-fastify',
      comment: 'the same services serve HTTP, the websocket gateway, the CLI and tests, so no fastify type reaches them',
      severity: 'error',
      from: { path: '^command-api/application/' },
      to: { path: '(^|/)node_modules/(fastify|@fastify/)' },
    },
    {
      name: 'gateway-deps',
      comment: 'of command-api/ the gateway uses the application layer only (services and their types), never routes or HTTP plumbing',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: others('gateway', 'domain', 'projections'), pathNot: '^command-api/application/' },
    },
    { name: 'web-deps', severity: 'error', from: { path: '^web/' }, to: { path: others('web', 'domain') } },
    {
      name: 'queries-only-from-projections',
      comment: 'command-api and gateway read models through projections/queries, never through projectors or the runner',
      severity: 'error',
      from: { path: '^(command-api|gateway)/' },
      to: { path: '^projections/', pathNot: '^projections/queries/' },
    },
    // web/ inside (bulletproof-react's import/no-restricted-paths): lib/ -> stores/ -> api/ -> components/ -> features/ -> app/.
    {
      name: 'web-features-are-independent',
      comment:
        'a feature imports no other feature; app/ composes them, and code two features share moves down to api/, components/ or lib/',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-app-composes',
      comment: 'only main.tsx imports app/; nothing below it does',
      severity: 'error',
      from: { path: '^web/src/', pathNot: '^web/src/(app/|main\\.tsx$)' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-lib-is-shared',
      comment: 'lib/ holds helpers that know no session: no feature, no store, no session-bound client, no component',
      severity: 'error',
      from: { path: '^web/src/lib/' },
      to: { path: '^web/src/(features|stores|api|components)/' },
    },
    {
      name: 'web-components-are-shared',
      comment: 'components/ imports no feature and no store (it may read the server through api/)',
      severity: 'error',
      from: { path: '^web/src/components/' },
      to: { path: '^web/src/(features|stores)/' },
    },
    {
      name: 'web-stores-hold-state',
      comment: 'stores/ (valtio live client state) build on lib/ only',
      severity: 'error',
      from: { path: '^web/src/stores/' },
      to: { path: '^web/src/(features|api|components)/' },
    },
    {
      name: 'web-api-is-shared',
      comment:
        'api/ binds the lib/ clients to the session and holds the server calls several features read; it knows no feature and no component',
      severity: 'error',
      from: { path: '^web/src/api/' },
      to: { path: '^web/src/(features|components)/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'no-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
