// @ts-check
/**
 * The import rules of ARCHITECTURE.md (the dependency rule), checked by dependency-cruiser in `npm run lint`.
 * Each rule's comment is what a failing lint prints under the offending import, so it reads as a sentence.
 * Paths are regular expressions over paths relative to the repository root.
 */

/**
 * Test code: tests, any `testing/` folder (src/testing included) and the adapters' contract suites, which
 * only tests run. Layer and family rules leave it free; production code may not import it.
 * Cucumber's features/ are test code too; two rules of their own keep their steps going through tasks.
 */
const TEST_CODE = [
  String.raw`\.test\.tsx?$`,
  '(^|/)testing/',
  '^src/adapters/contracts/',
  '^features/',
  '^e2e/',
];

// CommonJS, as dependency-cruiser loads its config; scripts/presentation-metrics.mjs reads the same list.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_PRESENTATION_FOLDERS } = require('./scripts/presentationFolders.cjs');

/** The app's entry points (in the browser, and its build-time prerender), the API server's, the API bench and fuzz. */
const ENTRIES = String.raw`^(src/main\.tsx|src/earlyInput\.ts|src/prerender\.tsx|server/main\.ts|server/bench/benchApi\.ts|server/fuzz/fuzzApi\.ts)$`;

/** The app's own entry points: the browser's and the build's prerender. */
const APP_ENTRIES = String.raw`^src/((main|startApp|prerender)\.tsx|(earlyInput|nextTask)\.ts)$`;

/** Production code in src/<layer>/. @param {string} layer */
const production = (layer) => ({ path: `^src/${layer}/`, pathNot: TEST_CODE });

/**
 * Adapter families are the folders of src/adapters. Production code in one family imports no other
 * family, except these pairs (`to` is the narrowest path that does the job). Test code may cross.
 */
const FAMILY_EXCEPTIONS = {
  'in-memory': [
    // The in-memory adapters are the sandbox's in-process transport: calling it is their job.
    { to: '^src/adapters/sandbox/', says: 'the sandbox, which it calls in-process' },
    // One mapping from an HTTP-like status to the GatewayError both transports raise.
    { to: '^src/adapters/shared/', says: 'shared helpers' },
  ],
  http: [
    { to: '^src/adapters/shared/', says: 'shared helpers' },
    // HTTP mode shows the very widget of the sandbox mode; only where its digits come from differs.
    {
      to: String.raw`^src/adapters/browser/SandboxSecureCardDisplay\.ts$`,
      says: 'the card-details widget of browser/SandboxSecureCardDisplay.ts',
    },
  ],
  sandbox: [
    // Without a local storage (Node: Cucumber, the API server) the sandbox keeps its state in
    // MemoryStorage, a plain in-memory Web Storage that uses no browser API.
    { to: String.raw`^src/adapters/browser/MemoryStorage\.ts$`, says: 'browser/MemoryStorage.ts' },
  ],
  browser: [
    // The sandbox's secure widgets (password input, card details) are browser code backed by the
    // sandbox's vault; they call it the way the in-memory adapters do.
    {
      to: [
        String.raw`^src/adapters/sandbox/SandboxApi\.ts$`,
        String.raw`^src/adapters/in-memory/callSandbox\.ts$`,
      ],
      says: "the sandbox's vault (sandbox/SandboxApi.ts through in-memory/callSandbox.ts)",
    },
  ],
};

/** One rule per family with exceptions, and one rule for every other family (shared, any new one). */
const adapterFamilyRules = [
  ...Object.entries(FAMILY_EXCEPTIONS).map(([family, exceptions]) => ({
    name: `adapter-family-${family}`,
    severity: 'error',
    comment:
      `src/adapters/${family} imports no other adapter family except ` +
      `${exceptions.map(({ says }) => says).join(' and ')}; another exception needs a reason in .dependency-cruiser.cjs.`,
    from: production(`adapters/${family}`),
    to: {
      path: '^src/adapters/',
      pathNot: [`^src/adapters/${family}/`, ...exceptions.flatMap(({ to }) => to)],
    },
  })),
  {
    name: 'adapter-family',
    severity: 'error',
    comment:
      'An adapter family (a folder of src/adapters) imports no other family; an exception needs a reason in .dependency-cruiser.cjs.',
    from: {
      path: `^src/adapters/(?!(?:${Object.keys(FAMILY_EXCEPTIONS).join('|')})/)([^/]+)/`,
      pathNot: TEST_CODE,
    },
    to: { path: '^src/adapters/', pathNot: '^src/adapters/$1/' },
  },
];

/** The folders of src/presentation every screen may use (scripts/presentationFolders.cjs). */
const SHARED = SHARED_PRESENTATION_FOLDERS.join('|');
/** A file of a screen folder: any folder of src/presentation but the shared ones; $1 is the folder. */
const SCREEN = `^src/presentation/(?!(?:${SHARED})/)([^/]+)/`;

const screenRules = [
  {
    name: 'screens-import-no-other-screen',
    severity: 'error',
    comment:
      'A screen folder of src/presentation imports no other screen folder: what two screens share goes to widgets/ (or calls/, forms/, messages/, shell/; for tests, testing/), a use case, or the domain (docs/presentation.md).',
    // Tests too: what the tests of two screens share goes to src/presentation/testing/.
    from: { path: SCREEN },
    to: { path: '^src/presentation/', pathNot: ['^src/presentation/$1/', `^src/presentation/(${SHARED})/`] },
  },
  {
    name: 'shared-presentation-imports-no-screen',
    severity: 'error',
    comment:
      "The presentation's shared folders (calls/, forms/, i18n/, messages/, widgets/) import no screen folder: screens build on them, not the other way round. Only shell/ names screens, to route to them and frame them.",
    from: { path: `^src/presentation/(?!shell/)(${SHARED})/`, pathNot: TEST_CODE },
    to: { path: SCREEN },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      // An allow-list: anything not named here (a framework, a Node built-in, an outer layer) is refused,
      // type-only imports included, since they couple the rules to another layer's shapes.
      comment:
        'src/domain is pure: it may import only src/domain, class-validator and dayjs (no framework, no Node built-in, no outer layer).',
      from: production('domain'),
      to: { pathNot: ['^src/domain/', '^node_modules/(class-validator|dayjs)/'] },
    },
    {
      name: 'application-imports-domain',
      severity: 'error',
      comment:
        'src/application may import only src/domain, itself and inversify (for its decorators): adapters implement the ports it defines.',
      from: production('application'),
      to: { pathNot: ['^src/(application|domain)/', '^node_modules/inversify/'] },
    },
    {
      name: 'adapters-import-inward',
      severity: 'error',
      comment:
        'Adapters import inward (src/application, src/domain): never src/presentation, src/composition or the app entry points (src/main.tsx, src/prerender.tsx).',
      from: production('adapters'),
      to: { path: [String.raw`^src/(presentation|composition)/`, APP_ENTRIES] },
    },
    ...adapterFamilyRules,
    {
      name: 'presentation-imports-inward',
      severity: 'error',
      comment:
        'Presenters and views import inward (src/application, src/domain): never an adapter (use the port src/application defines), src/composition or the app entry points (src/main.tsx, src/prerender.tsx).',
      from: production('presentation'),
      to: { path: [String.raw`^src/(adapters|composition)/`, APP_ENTRIES] },
    },
    ...screenRules,
    {
      name: 'entry-builds-through-composition',
      severity: 'error',
      comment:
        "The app's entry points (src/main.tsx, src/startApp.tsx, src/earlyInput.ts, src/prerender.tsx) name no adapter: src/composition is the only place that does.",
      from: { path: APP_ENTRIES },
      // The storage keys are the spec's own names: the page's first script (src/earlyInput.ts) reads
      // them before the app runs, to know whether the app will take a prerendered page over.
      to: { path: '^src/adapters/', pathNot: String.raw`^src/adapters/browser/storageKeys\.ts$` },
    },
    {
      name: 'server-serves-the-sandbox',
      severity: 'error',
      comment:
        'server/ may import src/adapters, src/application and src/domain, never src/presentation, src/composition or the app entry points (src/main.tsx, src/prerender.tsx).',
      from: { path: '^server/', pathNot: TEST_CODE },
      to: { path: [String.raw`^src/(presentation|composition)/`, APP_ENTRIES] },
    },
    {
      name: 'src-never-imports-server',
      severity: 'error',
      comment:
        'Production code in src/ never imports server/: Express and its routes must stay out of the app.',
      from: { path: '^src/', pathNot: TEST_CODE },
      to: { path: '^server/' },
    },
    {
      name: 'production-imports-no-test-code',
      severity: 'error',
      comment:
        'Production code never imports test code: a test, a testing/ helper, a contract suite, features/ or e2e/.',
      from: { path: '^(src|server)/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'steps-go-through-tasks',
      severity: 'error',
      comment:
        'A Cucumber step hands its sentence to a task (features/support/tasks): it imports nothing from src/ but types (features/README.md).',
      from: { path: '^features/steps/' },
      to: { path: '^src/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-rule-tasks-ask-the-domain',
      severity: 'error',
      comment:
        'Only the rule tasks (features/support/tasks/<capability>/rules/) call the domain directly; other tasks drive the screens (features/README.md).',
      from: { path: '^features/support/tasks/', pathNot: '/rules/' },
      to: {
        path: '^src/domain/',
        // Test builders; the shop's money format (tasks compare amounts as the page shows them); the status list.
        pathNot: [
          '(^|/)testing/',
          String.raw`^src/domain/money/formatMoney\.ts$`,
          String.raw`^src/domain/orders/Order\.ts$`,
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      // Type-only imports count: they vanish at compile time, but a module that names another's types
      // still depends on it, and a circle through one is a circle a reader has to unwind all the same
      // (the sandbox's SandboxContext → consumerView → mobileVerification ⇢ SandboxContext went unseen
      // while the last, type-only, step was left out). A lazy `import()` does not count: it is the
      // route table's way to name a page's modules without loading them, while the pages build their
      // addresses from the same table (shell/routeTable.ts, shell/paths.ts).
      comment:
        'Modules in src/ and server/ import each other in no cycle, type-only imports included (a lazy import() aside).',
      from: { path: '^(src|server)/' },
      to: {
        circular: true,
        dependencyTypesNot: ['dynamic-import'],
        viaOnly: { dependencyTypesNot: ['dynamic-import'] },
      },
    },
    {
      name: 'reachable-from-an-entry',
      severity: 'error',
      comment:
        'Every production file in src/ and server/ is reachable from src/main.tsx, src/prerender.tsx, server/main.ts or server/bench/benchApi.ts: delete dead code, move test helpers into a testing/ folder.',
      from: { path: ENTRIES },
      to: {
        path: '^(src|server)/',
        pathNot: [ENTRIES, ...TEST_CODE, String.raw`\.d\.ts$`],
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Same resolution as tsc and webpack (moduleResolution: bundler; webpack adds no alias).
    tsConfig: { fileName: 'tsconfig.json' },
    // Keep `import type` edges: the layer rules count them; the cycle rule skips them.
    tsPreCompilationDeps: true,
    // ESM-only packages (inversify) resolve through their `import` condition, as in webpack.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    // A warm cache makes a lint re-run cheap; `content` re-reads files whose bytes changed, git or not.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
