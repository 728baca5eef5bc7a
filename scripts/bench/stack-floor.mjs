// `npm run bench:stack-floor`: what the libraries the product fixes weigh before any of the shop's code,
// built the way the app is (webpack production mode, swc minifier) and gzipped as the size budgets
// count (.size-limit.mjs). A page the app takes over cannot weigh less. Not a test: it prints a table.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { PRODUCTION_BUILDS } from '../webpack/productionBuilds.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORK = path.join(ROOT, 'node_modules', '.cache', 'stack-floor');

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

/** Each page renders what it imports, so that nothing is left out as unused. */
const PAGES = {
  'React alone': `
    import { createRoot } from 'react-dom/client';
    createRoot(document.body).render(<p>React</p>);`,
  'React, the router, MobX, i18next and Inversify (the fixed stack)': stack('', ''),
  'the fixed stack with antd’s ConfigProvider and one Button': stack(
    "import { Button, ConfigProvider } from 'antd';",
    '<ConfigProvider theme={{ zeroRuntime: true }}><Button>antd</Button></ConfigProvider>',
  ),
};

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

const gzippedKB = (dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dir, file))).length, 0) / 1000;

rmSync(WORK, { recursive: true, force: true });
const rows = [];
for (const [name, source] of Object.entries(PAGES)) {
  const dir = path.join(WORK, String(rows.length));
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'page.tsx');
  writeFileSync(entry, source);
  await build(entry, path.join(dir, 'dist'));
  rows.push(`| ${name} | ${gzippedKB(path.join(dir, 'dist')).toFixed(1)} kB |`);
}
console.log(['| What a page imports | JavaScript, gzipped |', '| --- | ---: |', ...rows].join('\n'));
