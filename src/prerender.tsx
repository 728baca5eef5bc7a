// The build's prerender (scripts/webpack/PrerenderPlugin.ts): the pages a visitor most often lands on,
// rendered to HTML at build time in each language, so their content paints before any script runs; the
// app then takes them over in the browser (main.tsx). Runs in Node, bundled by webpack like main.tsx.
import 'reflect-metadata/lite';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createContainer } from './composition/createContainer';
import type { Language } from './domain/language/Language';
import { AppTexts } from './presentation/i18n/AppTexts';
import { App } from './presentation/shell/App';
import { PageTitleSink } from './presentation/shell/usePageTitle';
import { REACT_ID_PREFIX } from './presentation/shell/prerendered';
import { createRoutes } from './presentation/shell/routes';

// A page rendered once, to a string: observers read the presenters without subscribing to them. Left
// subscribed, they kept each page's Node process alive for ten seconds after its page was written.
enableStaticRendering(true);

/** A prerendered page: the root element's content, the styles it needs from antd, and its title. */
export interface PrerenderedPage {
  html: string;
  /** antd's theme variables as <style> elements, which the browser's antd finds and keeps. */
  styles: string;
  title: string;
}

/**
 * The page at `path` as a first-time visitor whose browser prefers `language` sees it: nobody signed
 * in, nothing stored. The same app, routes and texts as in the browser, so the browser's first render
 * matches it exactly.
 */
export async function prerenderPage(path: string, language: Language): Promise<PrerenderedPage> {
  const apiBaseUrl = process.env.API_BASE_URL;
  const container = createContainer(apiBaseUrl ? 'http' : 'sandbox', {
    navigator: { languages: [language], language },
    apiBaseUrl,
  });
  const texts = new AppTexts(language);
  await texts.prepare(language);
  // The static handler loads the page's modules, and with them its texts, before rendering.
  const handler = createStaticHandler(createRoutes(texts));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: only a page can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  let title = '';
  const html = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
          <App container={container} texts={texts}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </PageTitleSink.Provider>
      </StyleProvider>
    </StrictMode>,
    { identifierPrefix: REACT_ID_PREFIX },
  );
  if (!title) throw new Error(`${path} set no page title`);
  return { html, styles: extractStyle(cache), title };
}
