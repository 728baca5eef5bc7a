import 'reflect-metadata/lite';
// antd's styles, computed once at its build instead of in every visitor's browser (shell/theme.ts).
import 'antd/dist/antd.css';
// The app's own few style rules (the compact layout, the landing sections).
import './presentation/app.css';
import { nextTask } from './nextTask';

/**
 * What the app's first render needs, evaluated a piece at a time, each in a task of its own, before the
 * app starts (`webpackMode: "eager"`: nothing more to download, only when to run it). Evaluated at once,
 * the entry's modules made one task long enough for a phone to ignore a tap meanwhile. Each step names
 * what it takes from a library, so that the bundle still leaves out what the app never uses (a whole
 * module's namespace would keep all of it); what a step leaves unevaluated the next one takes.
 *
 * First what the app's services need (prepareApp.ts), which then ask for the consumer and the texts...
 */
const SERVICE_STEPS = [
  () =>
    import(/* webpackMode: "eager" */ 'react-router-dom').then(
      ({ createBrowserRouter }) => createBrowserRouter,
    ),
  () => import(/* webpackMode: "eager" */ 'mobx').then(({ makeAutoObservable }) => makeAutoObservable),
  () => import(/* webpackMode: "eager" */ 'i18next').then(({ createInstance }) => createInstance),
  () => import(/* webpackMode: "eager" */ 'inversify').then(({ Container }) => Container),
  () => import(/* webpackMode: "eager" */ './composition/containerWith'),
  () =>
    import(/* webpackMode: "eager" */ './composition/buildBackend').then(({ loadBuildBackend }) =>
      loadBuildBackend(),
    ),
];

/** ...then, while those download, the view: React's renderer, antd, and the shell from its leaves up. */
const VIEW_STEPS = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () =>
    import(/* webpackMode: "eager" */ 'antd/es/config-provider').then(({ default: provider }) => provider),
  () => import(/* webpackMode: "eager" */ './presentation/shell/App'),
  () => import(/* webpackMode: "eager" */ './presentation/shell/UserMenu'),
  () => import(/* webpackMode: "eager" */ './presentation/shell/ShellHeader'),
  () => import(/* webpackMode: "eager" */ './presentation/footer/FullFooter'),
  () => import(/* webpackMode: "eager" */ './presentation/shell/ShellLayout'),
  () => import(/* webpackMode: "eager" */ './presentation/errors/RouteErrorPage'),
  () => import(/* webpackMode: "eager" */ './presentation/shell/routes'),
];

/**
 * Then the heavier libraries of a prerendered page (the landing page's order box, Authorization's
 * forms), a task each, where the page's own scripts have already brought them: `webpackMode: "weak"`
 * never downloads, and a step whose module is not there yet fails at once, leaving it to the page's
 * import. Evaluated with the page's own modules, they made one long task.
 */
const PRERENDERED_PAGE_STEPS = [
  () => import(/* webpackMode: "weak" */ 'antd/es/select').then(({ default: select }) => select),
  () => import(/* webpackMode: "weak" */ 'antd/es/input/Input').then(({ default: input }) => input),
  () => import(/* webpackMode: "weak" */ 'antd/es/collapse').then(({ default: collapse }) => collapse),
  () => import(/* webpackMode: "weak" */ 'class-validator').then(({ validateSync }) => validateSync),
];

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await evaluateInSteps(SERVICE_STEPS);
  await nextTask();
  const { prepareApp } = await import(/* webpackMode: "eager" */ './prepareApp');
  const prepared = await prepareApp();
  await evaluateInSteps(VIEW_STEPS);
  await evaluateInSteps(PRERENDERED_PAGE_STEPS.map((evaluate) => () => evaluate().catch(() => undefined)));
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './startApp');
  await startApp(root, prepared);
}

async function evaluateInSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const evaluate of steps) {
    await nextTask();
    await evaluate();
  }
}

void main();
