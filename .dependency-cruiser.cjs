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
        pathNot: '^node_modules/zod/',
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
    { name: 'gateway-deps', severity: 'error', from: { path: '^gateway/' }, to: { path: others('gateway', 'domain', 'projections') } },
    { name: 'web-deps', severity: 'error', from: { path: '^web/' }, to: { path: others('web', 'domain') } },
    {
      name: 'queries-only-from-projections',
      comment: 'command-api and gateway read models through projections/queries, never through projectors or the runner',
      severity: 'error',
      from: { path: '^(command-api|gateway)/' },
      to: { path: '^projections/', pathNot: '^projections/queries/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'no-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
