import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Container, injectable } from 'inversify';
import { renderRoutes } from '../testing/renderScreen';
import { hostedPage } from './PageHost';
import type { PageAt } from './PageHost';

/** A page presenter that writes down what it is told. */
@injectable()
class DiaryPresenter {
  static told: string[] = [];

  enter({ params, query }: PageAt<'orderId', 'selected'>): void {
    DiaryPresenter.told.push(`enter ${params.orderId} ${query.selected ?? '-'}`);
  }

  leave(): void {
    DiaryPresenter.told.push('leave');
  }
}

function DiaryPage({ presenter }: { presenter: DiaryPresenter }) {
  return <h1>{presenter instanceof DiaryPresenter ? 'the diary' : 'no presenter'}</h1>;
}

describe('PageHost: a page whose presenter the router enters and leaves', () => {
  // jsdom has no idle callbacks: a test that gives the window some takes them back, its page unmounted.
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('enters it with its path’s parameters and the query parameters it names, again when they change, and leaves it', async () => {
    DiaryPresenter.told = [];
    const Page = hostedPage(DiaryPresenter, DiaryPage, { query: ['selected'] });
    const { router } = renderRoutes(new Container({ autobind: true }), {
      routes: [{ path: '/order/:orderId/diary', element: <Page /> }],
      at: '/order/o-1/diary',
    });
    expect(await screen.findByRole('heading', { name: 'the diary' })).toBeInTheDocument();
    // Another query parameter is the view's: the page is not entered again for it.
    await act(() => router.navigate('/order/o-1/diary?other=x'));
    await act(() => router.navigate('/order/o-1/diary?selected=c-2'));
    await act(() => router.navigate('/order/o-2/diary?selected=c-2'));
    await act(() => router.navigate('/elsewhere'));
    expect(DiaryPresenter.told).toEqual([
      'enter o-1 -',
      'leave',
      'enter o-1 c-2',
      'leave',
      'enter o-2 c-2',
      'leave',
    ]);
  });

  it('enters a page whose calls bring what is below its first paint only once the browser is idle after that paint', async () => {
    DiaryPresenter.told = [];
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (work) =>
      idle.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = () => undefined;
    const Page = hostedPage(DiaryPresenter, DiaryPage, { query: [], entersAfterPaint: true });
    renderRoutes(new Container({ autobind: true }), {
      routes: [{ path: '/order/:orderId/diary', element: <Page /> }],
      at: '/order/o-1/diary',
    });
    expect(await screen.findByRole('heading', { name: 'the diary' })).toBeInTheDocument();
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(DiaryPresenter.told).toEqual([]);
    idle.forEach((work) => work());
    expect(DiaryPresenter.told).toEqual(['enter o-1 -']);
  });
});
