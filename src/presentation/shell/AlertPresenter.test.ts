import { AlertPresenter } from './AlertPresenter';

describe('the shell alert', () => {
  it('shows one alert at a time and clears it', () => {
    const alerts = new AlertPresenter();
    alerts.show('info', 'a.key');
    alerts.show('error', 'another.key', { count: 2 });
    expect(alerts.current).toEqual({ type: 'error', messageKey: 'another.key', values: { count: 2 } });
    alerts.clear();
    expect(alerts.current).toBeNull();
  });

  it('is cleared by a navigation', () => {
    const alerts = new AlertPresenter();
    alerts.show('success', 'done');
    alerts.navigated();
    expect(alerts.current).toBeNull();
  });

  it('can survive the very next navigation, and only that one', () => {
    const alerts = new AlertPresenter();
    alerts.show('warning', 'moved', {}, { keepOnNextNavigation: true });
    alerts.navigated();
    expect(alerts.current?.messageKey).toBe('moved');
    alerts.navigated();
    expect(alerts.current).toBeNull();
  });
});
