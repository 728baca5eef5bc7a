import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import type { Language } from '../../domain/language/Language';
import { AppTexts } from '../i18n/AppTexts';
import { AppTextsContext } from '../i18n/AppTextsContext';
import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import { ANTD_LOCALES, bundledTexts } from '../i18n/testing/bundledTexts';
import { ContainerProvider } from '../shell/ContainerContext';
import { NavigationFollower } from '../shell/NavigationFollower';
import { ROUTES, type RouteName } from '../shell/routeTable';
import { pageRoute } from '../shell/routes';

/** Where the app went: the path and query, shown by the catch-all route. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Some of the app's routes in the app's providers, without the shell; any other path shows where it went. */
export function renderRoutes(
  container: Container,
  { routes, at, language = 'en' }: { routes: RouteObject[]; at: string; language?: Language },
) {
  // The follower takes the visitor where presenters say, as the shell's layout does.
  const follower = (
    <>
      <Outlet />
      <NavigationFollower />
    </>
  );
  const router = createMemoryRouter(
    [{ element: follower, children: [...routes, { path: '*', element: <Where /> }] }],
    { initialEntries: [at] },
  );
  const utils = render(
    <ContainerProvider container={container}>
      {/* Every text is at hand: a part a page downloads on demand (the card details) has its texts at once. */}
      <AppTextsContext.Provider value={new AppTexts(language, bundledTexts(language))}>
        <I18nextProvider i18n={createBundledI18n(language)}>
          <ConfigProvider locale={ANTD_LOCALES[language]}>
            <RouterProvider router={router} />
          </ConfigProvider>
        </I18nextProvider>
      </AppTextsContext.Provider>
    </ContainerProvider>,
  );
  /** Where the router is now: path and query. */
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, router, where };
}

/** A page of the route table as the router shows it, without its guard, for renderRoutes. */
export function tableRoute(name: RouteName): RouteObject {
  return pageRoute(ROUTES[name]);
}
