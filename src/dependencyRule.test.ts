import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Each rule of .dependency-cruiser.cjs, proved on a tiny project laid out like this one: the files below
 * are written into a temporary folder and cruised once with the project's own config. Every bad import
 * must be reported by its rule, and nothing else may be: the good imports beside them pass.
 */
const FILES: Record<string, string> = {
  // Entry points. Composition is the only place naming adapters, so it also makes every file reachable.
  'src/main.tsx': [
    "import './composition/createContainer';",
    "import './presentation/OrderPresenter';",
    "import './presentation/shell/routes';",
    "import './adapters/sandbox/SandboxApi'; // bad: the entry names an adapter",
  ].join('\n'),
  'server/main.ts': [
    "import '../src/adapters/sandbox/SandboxApi';",
    "import './routes/orders';",
    "import './routes/usesPresentation';",
  ].join('\n'),
  'src/composition/createContainer.ts': [
    "import '../adapters/in-memory/InMemoryOrderGateway';",
    "import '../adapters/http/HttpOrderGateway';",
    "import '../adapters/sandbox/usesHttp';",
    "import '../adapters/shared/usesSandbox';",
    "import '../adapters/http/usesPresentation';",
    "import '../adapters/http/usesServer';",
    "import '../application/orders/usesPresentation';",
    "import '../application/orders/cycleA';",
    "import '../application/orders/typeCycleA';",
    "import '../application/orders/lazyCycleA';",
    "import '../domain/money/usesAntd';",
    "import '../domain/money/usesAdapter';",
    "import '../domain/money/usesNodeBuiltIn';",
    "import '../domain/money/usesTestingHelper';",
    "import '../presentation/usesAdapter';",
  ].join('\n'),

  // Good: the domain uses itself, class-validator and dayjs.
  'src/domain/money/cents.ts':
    "import dayjs from 'dayjs';\nimport { IsInt } from 'class-validator';\nexport const cents = [dayjs, IsInt];",
  // Good: application uses the domain and inversify.
  'src/application/orders/OrderGateway.ts':
    "import { injectable } from 'inversify';\nimport { cents } from '../../domain/money/cents';\nexport const port = [injectable, cents];",
  // Good: the in-memory family calls the sandbox and shared helpers (named exceptions), and imports inward.
  'src/adapters/sandbox/SandboxApi.ts': 'export const sandbox = 1;',
  'src/adapters/shared/errors.ts': 'export const errors = 1;',
  'src/adapters/in-memory/InMemoryOrderGateway.ts': [
    "import { sandbox } from '../sandbox/SandboxApi';",
    "import { errors } from '../shared/errors';",
    "import { port } from '../../application/orders/OrderGateway';",
    'export const gateway = [sandbox, errors, port];',
  ].join('\n'),
  'src/adapters/http/HttpOrderGateway.ts':
    "import { errors } from '../shared/errors';\nexport const http = errors;",
  // Good: presenters use application ports and the domain.
  'src/presentation/OrderPresenter.ts':
    "import type { port } from '../application/orders/OrderGateway';\nexport type Presenter = typeof port;",
  // Good: a screen folder uses itself and the shared folders; the shell names screens to route to them.
  'src/presentation/shell/routes.tsx': "import '../cards/CardsPage';\nimport '../orders/OrdersPage';",
  'src/presentation/cards/CardsPage.tsx': [
    "import './CardTile';",
    "import '../widgets/ButtonLink';",
    "import '../orders/OrdersPage'; // bad: a screen folder imports another",
  ].join('\n'),
  'src/presentation/cards/CardTile.tsx': 'export const tile = 1;',
  'src/presentation/orders/OrdersPage.tsx': 'export const page = 1;',
  // Tests too: what the tests of two screens share is in the shared testing/ folder, which may name screens.
  'src/presentation/orders/OrdersPage.test.tsx':
    "import '../testing/cardsPage';\nimport '../cards/CardsPage'; // bad: a screen's test imports another screen",
  'src/presentation/testing/cardsPage.ts': "export * from '../cards/CardsPage';",
  'src/presentation/widgets/ButtonLink.tsx':
    "import '../cards/CardTile'; // bad: a shared folder imports a screen",
  // Good: the API server serves the sandbox.
  'server/routes/orders.ts':
    "import { sandbox } from '../../src/adapters/sandbox/SandboxApi';\nexport const r = sandbox;",
  // Good: a cycle through a lazy import() (a route table naming pages that build their addresses from it).
  'src/application/orders/lazyCycleA.ts': "export const load = () => import('./lazyCycleB');",
  'src/application/orders/lazyCycleB.ts': "import { load } from './lazyCycleA';\nexport const b = load;",
  // Good: tests, testing helpers and contract suites (test code, run by tests only) import what they need.
  'src/domain/money/testing/aCents.ts': "import { cents } from '../cents';\nexport const aCents = cents;",
  'src/domain/money/cents.test.ts':
    "import '../../composition/createContainer';\nimport '../../adapters/http/HttpOrderGateway';\nimport './testing/aCents';",
  'src/adapters/contracts/orderGatewayContract.ts':
    "import { sandbox } from '../sandbox/SandboxApi';\nexport const contract = sandbox;",

  // Bad, one rule each.
  'src/domain/money/usesAntd.ts': "import { Button } from 'antd';\nexport const b = Button;",
  'src/domain/money/usesAdapter.ts':
    "import type { sandbox } from '../../adapters/sandbox/SandboxApi';\nexport type S = typeof sandbox;",
  'src/domain/money/usesNodeBuiltIn.ts':
    "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
  'src/domain/money/usesTestingHelper.ts':
    "import { aCents } from './testing/aCents';\nexport const c = aCents;",
  'src/domain/money/unused.ts': 'export const nobodyImportsMe = 1;',
  'src/application/orders/usesPresentation.ts': "import '../../presentation/OrderPresenter';",
  'src/application/orders/cycleA.ts': "import { b } from './cycleB';\nexport const a = b;",
  'src/application/orders/cycleB.ts': "import { a } from './cycleA';\nexport const b = () => a;",
  // A cycle through a type-only import vanishes at compile time, but still ties the two modules.
  'src/application/orders/typeCycleA.ts': "import { b } from './typeCycleB';\nexport const a = b;",
  'src/application/orders/typeCycleB.ts':
    "import type { a } from './typeCycleA';\nexport const b: typeof a = 1;",
  'src/adapters/sandbox/usesHttp.ts':
    "import { http } from '../http/HttpOrderGateway';\nexport const h = http;",
  'src/adapters/shared/usesSandbox.ts':
    "import { sandbox } from '../sandbox/SandboxApi';\nexport const s = sandbox;",
  'src/adapters/http/usesPresentation.ts': "import '../../presentation/OrderPresenter';",
  'src/adapters/http/usesServer.ts': "import '../../../server/routes/orders';",
  'src/presentation/usesAdapter.ts':
    "import { gateway } from '../adapters/in-memory/InMemoryOrderGateway';\nexport const g = gateway;",
  'server/routes/usesPresentation.ts': "import '../../src/presentation/OrderPresenter';",
};

/** Installed stand-ins: only their names matter to the rules. */
const PACKAGES = ['antd', 'class-validator', 'dayjs', 'inversify'];

const EXPECTED = [
  'domain-is-pure: src/domain/money/usesAntd.ts → node_modules/antd/index.js',
  'domain-is-pure: src/domain/money/usesAdapter.ts → src/adapters/sandbox/SandboxApi.ts',
  'domain-is-pure: src/domain/money/usesNodeBuiltIn.ts → fs',
  'production-imports-no-test-code: src/domain/money/usesTestingHelper.ts → src/domain/money/testing/aCents.ts',
  'reachable-from-an-entry: src/domain/money/unused.ts',
  'application-imports-domain: src/application/orders/usesPresentation.ts → src/presentation/OrderPresenter.ts',
  // dependency-cruiser reports a cycle once.
  'no-cycles: src/application/orders/cycleA.ts → src/application/orders/cycleB.ts',
  'no-cycles: src/application/orders/typeCycleA.ts → src/application/orders/typeCycleB.ts',
  'adapter-family-sandbox: src/adapters/sandbox/usesHttp.ts → src/adapters/http/HttpOrderGateway.ts',
  'adapter-family: src/adapters/shared/usesSandbox.ts → src/adapters/sandbox/SandboxApi.ts',
  'adapters-import-inward: src/adapters/http/usesPresentation.ts → src/presentation/OrderPresenter.ts',
  'src-never-imports-server: src/adapters/http/usesServer.ts → server/routes/orders.ts',
  'presentation-imports-inward: src/presentation/usesAdapter.ts → src/adapters/in-memory/InMemoryOrderGateway.ts',
  'entry-builds-through-composition: src/main.tsx → src/adapters/sandbox/SandboxApi.ts',
  'server-serves-the-sandbox: server/routes/usesPresentation.ts → src/presentation/OrderPresenter.ts',
  'screens-import-no-other-screen: src/presentation/cards/CardsPage.tsx → src/presentation/orders/OrdersPage.tsx',
  'screens-import-no-other-screen: src/presentation/orders/OrdersPage.test.tsx → src/presentation/cards/CardsPage.tsx',
  'shared-presentation-imports-no-screen: src/presentation/widgets/ButtonLink.tsx → src/presentation/cards/CardTile.tsx',
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

const root = path.join(__dirname, '..');
let project: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
}

/** Cruises the fixture with the project's config; dependency-cruiser exits non-zero when it finds errors. */
function cruise(): Violation[] {
  const cli = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  const config = path.join(root, '.dependency-cruiser.cjs');
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [cli, 'src', 'server', '--config', config, '--output-type', 'json', '--no-cache'],
      { cwd: project, encoding: 'utf8' },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

/** A violation in one line: the rule, the importing file and what it imports (an unreachable file alone). */
function oneLine({ rule, from, to }: Violation): string {
  return from === to ? `${rule.name}: ${from}` : `${rule.name}: ${from} → ${to}`;
}

describe('the dependency rules (.dependency-cruiser.cjs)', () => {
  let found: string[];

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), 'depcruise-'));
    copyFileSync(path.join(root, 'tsconfig.json'), path.join(project, 'tsconfig.json'));
    for (const name of PACKAGES) {
      write(`node_modules/${name}/package.json`, JSON.stringify({ name, main: 'index.js' }));
      write(`node_modules/${name}/index.js`, 'module.exports = {};');
    }
    for (const [file, text] of Object.entries(FILES)) write(file, text);
    found = cruise().map(oneLine);
  });

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it.each(EXPECTED)('reports %s', (violation) => {
    expect(found).toContain(violation);
  });

  it('accepts the good imports: nothing else is reported', () => {
    expect([...found].sort()).toEqual([...EXPECTED].sort());
  });
});
