// The stack floor's pages: bare pages of the libraries the product fixes, with none of the shop's code,
// built the way the app is (webpack production mode, swc minifier, react-router's production build).
// `npm run bench:stack-floor` weighs them; `npm run bench:lighthouse` loads the heaviest in Lighthouse
// beside the shop's pages, as the fastest a page the browser draws with that stack can be.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { PRODUCTION_BUILDS } from '../webpack/productionBuilds.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The fixed stack at work: a container, a presenter, a text, a router with a lazy route; `inside` is rendered too. */
const stack = (imports, inside) => `
  import 'reflect-metadata/lite';
  import { createRoot } from 'react-dom/client';
  import { createBrowserRouter, Link, Outlet, RouterProvider, ScrollRestoration } from 'react-router-dom';
  import { makeAutoObservable } from 'mobx';
  import { observer } from 'mobx-react-lite';
  import i18next from 'i18next';
  import { initReactI18next, useTranslation } from 'react-i18next';
  import { Container, injectable } from 'inversify';
  ${imports}
  @injectable() class Counter { count = 1; constructor() { makeAutoObservable(this); } }
  const container = new Container({ autobind: true });
  void i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
  const Shell = observer(() => {
    const { t } = useTranslation();
    return <main>{t('title')}{container.get(Counter).count}<Link to="/a">a</Link>${inside}<Outlet /><ScrollRestoration /></main>;
  });
  const router = createBrowserRouter([{ path: '/', element: <Shell />, children: [{ index: true, lazy: async () => ({ Component: () => null }) }] }]);
  createRoot(document.body).render(<RouterProvider router={router} />);`;

/** The floor the budgets are set against: the fixed stack with antd, the heaviest page below. */
export const FIXED_STACK_WITH_ANTD = 'the fixed stack with antd’s ConfigProvider and one Button';

/** Each page renders what it imports, so that nothing is left out as unused. */
export const STACK_FLOOR_PAGES = {
  'React alone': `
    import { createRoot } from 'react-dom/client';
    createRoot(document.body).render(<p>React</p>);`,
  'React, the router, MobX, i18next and Inversify (the fixed stack)': stack('', ''),
  [FIXED_STACK_WITH_ANTD]: stack(
    "import { Button, ConfigProvider } from 'antd';",
    '<ConfigProvider theme={{ zeroRuntime: true }}><Button>antd</Button></ConfigProvider>',
  ),
};

/** Builds the page named into `dir`: its source, and its script as `dir/dist/page.js`. Answers `dir/dist`. */
export async function buildStackFloorPage(name, dir) {
  const source = STACK_FLOOR_PAGES[name];
  if (!source) throw new Error(`no stack floor page named "${name}"`);
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'page.tsx');
  writeFileSync(entry, source);
  const output = path.join(dir, 'dist');
  await build(entry, output);
  return output;
}

function build(entry, output) {
  const compiler = webpack({
    mode: 'production',
    context: ROOT,
    entry,
    output: { path: output, filename: 'page.js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: PRODUCTION_BUILDS },
    module: {
      rules: [
        {
          test: /\.tsx$/,
          loader: 'ts-loader',
          options: { transpileOnly: true, compilerOptions: { noEmit: false, jsx: 'react-jsx' } },
        },
      ],
    },
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
}
