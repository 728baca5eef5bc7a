import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { apiOriginOf, contentSecurityPolicy } from './scripts/contentSecurityPolicy.mjs';
import type { BlockImportsOptions } from './scripts/webpack/antdBlockImportsLoader';
import { AsyncEntryScript } from './scripts/webpack/AsyncEntryScript';
import { FirstVisitManifest } from './scripts/webpack/FirstVisitManifest';
import { MissingModuleGuard } from './scripts/webpack/MissingModuleGuard';
import { PrerenderPlugin, type PrerenderedRoute } from './scripts/webpack/PrerenderPlugin';
import { PRODUCTION_BUILDS } from './scripts/webpack/productionBuilds.mjs';
import { LANGUAGES } from './src/domain/language/Language';
import { ROUTE_FAMILY_TEXTS } from './src/presentation/i18n/textParts';

type Mode = 'development' | 'production';
type AppConfiguration = Configuration & { devServer?: DevServerConfiguration };

/**
 * The pages a visitor most often lands on, prerendered in both languages by production builds (the
 * query parameters each reads are those of SPEC section 2; see PrerenderPlugin).
 */
const PRERENDERED_ROUTES: PrerenderedRoute[] = [
  {
    path: '/',
    family: 'landing',
    alsoShows: ['landing-more'],
    file: 'index.html',
    reads: ['video', 'amount'],
  },
  { path: '/auth', family: 'auth', file: 'auth.html', reads: ['reg', 'kyc'] },
];

/**
 * The build-time settings: the backend (ARCHITECTURE: an empty API_BASE_URL means the sandbox), and in
 * HTTP mode whether that API is the local sandbox server, whose tools the pages may offer (SANDBOX_TOOLS=on).
 */
const defineApiBaseUrl = () =>
  new webpack.DefinePlugin({
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
    'process.env.SANDBOX_TOOLS': JSON.stringify(process.env.SANDBOX_TOOLS ?? ''),
  });

const typescript = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
};

/** antd's Card without the Tabs it imports for a `tabList` the app never passes (scripts/webpack/cardWithoutTabs.mjs). */
const cardWithoutTabs = () =>
  new webpack.NormalModuleReplacementPlugin(
    /^\.\.\/tabs$/,
    (resource: { context: string; request: string }) => {
      if (/[\\/]antd[\\/]es[\\/]card$/.test(resource.context))
        resource.request = path.resolve(__dirname, 'scripts', 'webpack', 'cardWithoutTabs.mjs');
    },
  );

const ASSETS = /\.(png|svg|jpg|webp|mp4|webm|vtt|woff2?)$/;

/** antd's component modules, and its static style sheet. */
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;
const ANTD_SHEET = /[\\/]node_modules[\\/]antd[\\/]dist[\\/]antd\.css$/;

/** A loader of the build's own (scripts/webpack/), in TypeScript as the configuration is. */
const script = (name: string) => path.resolve(__dirname, 'scripts', 'webpack', `${name}.ts`);

/** The imports of the antd style blocks a module draws (scripts/webpack/antdBlockImportsLoader.ts). */
const antdBlockImports = (from: BlockImportsOptions['from']) => ({
  loader: script('antdBlockImportsLoader'),
  options: { from } satisfies BlockImportsOptions,
});

/**
 * Development serves the app alone; a production build also prerenders its landing pages, with a
 * second compilation of the same app for Node (src/prerender.tsx) once the app's own is written.
 */
export default (env: { analyze?: boolean }, argv: { mode?: Mode }): AppConfiguration | AppConfiguration[] => {
  const mode: Mode = argv.mode ?? 'production';
  const app = appConfiguration(env, mode);
  if (mode === 'development') return app;
  return [app, prerenderConfiguration(app.output?.path ?? 'dist', mode)];
};

function appConfiguration(env: { analyze?: boolean }, mode: Mode): AppConfiguration {
  const production = mode === 'production';
  const apiOrigin = apiOriginOf(process.env.API_BASE_URL);
  return {
    name: 'app',
    mode,
    // The first script is on its own and tiny, and loads async: it is at work from the first paint.
    entry: { earlyInput: './src/earlyInput.ts', main: './src/main.tsx' },
    output: {
      // OUTPUT_DIR lets a second build (HTTP mode's browser tests) live beside dist/ without replacing it.
      path: path.resolve(__dirname, process.env.OUTPUT_DIR ?? 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    // Production maps are written for the error tracker but not linked from the bundles, and the
    // static server refuses them: the source is not published (docs/security.md). Development maps
    // are separate files, not eval'd modules: the Content-Security-Policy allows no eval in any mode.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // Production bundles get the libraries' production builds (development keeps their warnings).
      alias: production ? PRODUCTION_BUILDS : {},
    },
    module: {
      rules: [
        { ...typescript, use: [antdBlockImports('app'), typescript.use] },
        // antd's static style sheet (the app runs antd without its CSS-in-JS runtime: shell/theme.ts), cut
        // into a block per component, which the modules drawing it import (scripts/webpack/antdStyleBlocks.ts):
        // the entry's sheet, linked in <head>, holds what the shell draws, and a chunk's sheet what it draws.
        { test: ANTD_MODULE, use: [antdBlockImports('antd')] },
        {
          test: ANTD_SHEET,
          use: [MiniCssExtractPlugin.loader, 'css-loader', script('antdBlockStylesLoader')],
        },
        { test: /\.css$/, exclude: ANTD_SHEET, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: ASSETS, type: 'asset/resource' },
        // antd's form store (with its validator), which antd's Input, Select and Checkbox import only for
        // the form context beside it: said free of side effects, it stays out of a chunk using none of it.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        // index.html carries the policy to any static host, first in <head>; servers also send it as a header.
        // The API's origin, where it is another one, is connected to while the scripts download: a signed-in
        // page's first call (the consumer) does not wait for a connection (issue 42).
        templateParameters: {
          contentSecurityPolicy: contentSecurityPolicy({ apiOrigin, forMeta: true }),
          apiOrigin,
        },
      }),
      new AsyncEntryScript('earlyInput'),
      cardWithoutTabs(),
      defineApiBaseUrl(),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        // antd's blocks are each imported by many modules, in no one order; a block's rules seldom meet
        // another's on one element, and antd's own runtime injects its components' styles in whatever
        // order they are first drawn.
        ignoreOrder: true,
      }),
      new MissingModuleGuard(),
      // Which scripts a first visit of each route downloads: the size budgets read it (.size-limit.mjs).
      new FirstVisitManifest({ languages: LANGUAGES, familyFiles: ROUTE_FAMILY_TEXTS }),
      // `npm run analyze`: what each chunk holds, gzipped sizes first, in reports/bundle-analysis.html.
      ...(env.analyze
        ? [
            new BundleAnalyzerPlugin({
              analyzerMode: 'static',
              reportFilename: path.resolve(__dirname, 'reports', 'bundle-analysis.html'),
              defaultSizes: 'gzip',
              openAnalyzer: false,
            }),
          ]
        : []),
    ],
    optimization: {
      // webpack's lazy-barrel optimisation defers the imports of a side-effect-free module (such as
      // class-validator's) that importers only reach through re-exports, assuming the module is then left
      // out. Only used-export tracking leaves it out; without it (development's default) the module is
      // bundled with stubs for its imports and the page throws. Track used exports in every mode.
      usedExports: true,
      // Route families are named chunks (webpackChunkName in shell/routeTable.ts); shared code is split
      // apart, but a family (or a part loaded on demand) comes in two requests at most: what it shares with
      // other families is copied into it rather than split into more small chunks. Each first visit is
      // lighter (gzip sees more at once) and waits for fewer requests on a phone's slow network (Cards: 2
      // instead of 3, Authorization 4 instead of 8); a visitor going through every step of an order
      // downloads some 7 kB more over eight pages.
      splitChunks: { chunks: 'all', maxAsyncRequests: 2 },
      // swc minifies the scripts in about a third of the time of terser (webpack's default, two passes)
      // for the same gzipped size within 1 %: the production build runs twice in `npm test`. webpack's
      // default minimizer ('...') still minifies the rest (index.html) and leaves minified scripts alone.
      minimizer: [new MinimizerPlugin({ test: /\.[cm]?js$/, minify: MinimizerPlugin.swcMinify }), '...'],
    },
    performance: { hints: false },
    devServer: {
      host: process.env.HOST ?? 'localhost',
      port: Number(process.env.PORT ?? 8080),
      // Every client route gets the app, including those with a dot in them (the password-reset link
      // ends with an e-mail address, which the fallback's default rule takes for a file).
      historyApiFallback: { disableDotRule: true },
      hot: true,
      // On loopback, gzipping the large development bundle on every page load only costs time;
      // ETags let the browser reuse what it already has.
      compress: false,
      devMiddleware: { etag: 'weak' },
      // The live-reload socket follows the page's own address (localhost or 127.0.0.1): opened on the
      // other one, it broke the Content-Security-Policy's connect-src 'self' and reloaded nothing.
      client: { overlay: { warnings: false, errors: true }, webSocketURL: 'auto://0.0.0.0:0/ws' },
      headers: { 'Content-Security-Policy': contentSecurityPolicy({ apiOrigin }) },
    },
  };
}

/**
 * The same app built for Node, to render the prerendered pages: node_modules are required at run time
 * (but inversify's, which ship as ES modules only), the assets keep the app's file names, styles are
 * left to the app's build. Written out of dist/, next to webpack's cache: it is never served.
 */
function prerenderConfiguration(appOutput: string, mode: Mode): Configuration {
  return {
    name: 'prerender',
    dependencies: ['app'],
    mode,
    target: 'node',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.resolve(__dirname, 'node_modules', '.cache', 'prerender', path.basename(appOutput)),
      publicPath: '/',
      filename: '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    externals: [
      ({ request }, callback) => {
        // antd's ES modules (named where the app imports a file of antd's): their CommonJS twins, which Node requires.
        if (request?.startsWith('antd/es/')) {
          callback(undefined, `commonjs ${request.replace('antd/es/', 'antd/lib/')}`);
          return;
        }
        const bundled =
          !request ||
          /^[./]/.test(request) ||
          /\.css$/.test(request) ||
          /^(inversify|@inversifyjs)(\/|$)/.test(request);
        callback(undefined, bundled ? undefined : `commonjs ${request}`);
      },
    ],
    module: {
      rules: [
        typescript,
        { test: /\.css$/, type: 'asset/source', generator: { emit: false } },
        { test: ASSETS, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      defineApiBaseUrl(),
      // One file: the lazy route families and texts are required at once in Node.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new MissingModuleGuard(),
      new PrerenderPlugin({ appOutput, routes: PRERENDERED_ROUTES }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
