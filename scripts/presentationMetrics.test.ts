import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'presentation-metrics.mjs');

let src: string;
let measures: Measures;

/** Writes a file of the fixture's src/ tree. */
function write(file: string, lines: string[]): void {
  const at = path.join(src, file);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, `${lines.join('\n')}\n`);
}

interface Measures {
  lines: number;
  helperLines: number;
  unauthorized: { count: number; outsideKit: number; files: Record<string, number> };
  notFound: { count: number };
  useNavigate: { count: number };
  appErrorToMessage: { count: number; functions: string[] };
  screenImports: { imports: number; productionImports: number; productionPairs: string[] };
}

/** `node scripts/presentation-metrics.mjs --json` over the fixture's src/presentation. */
function runScript(): Measures {
  const run = spawnSync(
    process.execPath,
    [SCRIPT, '--json', '--no-duplicates', '--root', path.join(src, 'presentation')],
    { encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Measures;
}

/** A presentation layer in small: two screens, the kit, a shared widget, a test and a test helper. */
beforeAll(() => {
  src = path.join(mkdtempSync(path.join(tmpdir(), 'presentation-metrics-')), 'src');
  write('application/shared/Result.ts', [
    'export interface AppError { kind: string; errorCode?: string }',
    'export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };',
  ]);
  write('presentation/messages/Message.ts', ['export interface Message { key?: string }']);
  write('presentation/calls/failureMessage.ts', [
    "import type { AppError } from '../../application/shared/Result';",
    "import type { Message } from '../messages/Message';",
    'export function failureMessage(error: AppError): Message {',
    "  return error.kind === 'Unauthorized' ? { key: 'signIn' } : { key: 'failed' };",
    '}',
  ]);
  write('presentation/widgets/ButtonLink.tsx', [
    "import { useNavigate } from 'react-router-dom';",
    'useNavigate();',
  ]);
  write('presentation/cards/CardsPresenter.ts', [
    "import type { AppError } from '../../application/shared/Result';",
    "import { messageOf } from '../orders/messageOf';",
    "import type { OrdersPresenter } from '../orders/OrdersPresenter';",
    "import { ButtonLink } from '../widgets/ButtonLink';",
    'export class CardsPresenter {',
    '  // An inferred return type counts too.',
    "  private problem(error: AppError) { return error.kind === 'NotFound' ? messageOf('gone') : messageOf('x'); }",
    '}',
  ]);
  write('presentation/orders/messageOf.ts', [
    "import type { Message } from '../messages/Message';",
    'export const messageOf = (key: string): Message => ({ key });',
  ]);
  write('presentation/orders/OrdersPresenter.ts', [
    "const load = () => import('../cards/CardsPresenter');",
    'export class OrdersPresenter {}',
  ]);
  write('presentation/orders/OrdersPresenter.test.ts', [
    "import '../cards/CardsPresenter';",
    "const unauthorized = 'Unauthorized';",
  ]);
  write('presentation/orders/testing/signedIn.ts', [
    "import '../../cards/CardsPresenter';",
    "export const kind = 'Unauthorized';",
  ]);
  measures = runScript();
});

afterAll(() => rmSync(path.dirname(src), { recursive: true, force: true }));

describe('the presentation measures', () => {
  it('counts the non-test lines, the testing/ helpers included', () => {
    // 2 + 1 + 5 + 2 + 8 + 2 + 2 lines, the test's 2 left out.
    expect(measures).toMatchObject({ lines: 22, helperLines: 2 });
  });

  it("counts 'Unauthorized', 'NotFound' and useNavigate( in production files only, and outside the kit", () => {
    expect(measures).toMatchObject({
      unauthorized: { count: 1, outsideKit: 0, files: { [path.join('calls', 'failureMessage.ts')]: 1 } },
      notFound: { count: 1 },
      useNavigate: { count: 1 },
    });
  });

  it('finds every function that turns an AppError into a Message, by its types', () => {
    expect(measures.appErrorToMessage).toEqual({
      count: 2,
      functions: [
        `${path.join('calls', 'failureMessage.ts')}:3 failureMessage`,
        `${path.join('cards', 'CardsPresenter.ts')}:7 CardsPresenter.problem`,
      ],
    });
  });

  it('counts imports from one screen folder into another, type-only and lazy ones included', () => {
    expect(measures.screenImports).toMatchObject({
      imports: 5,
      productionImports: 3,
      productionPairs: ['cards → orders', 'orders → cards'],
    });
  });
});
