import { messageOf } from '../messages/Message';
import { AlertPresenter } from './AlertPresenter';

describe('the shell alert', () => {
  it('shows one alert at a time and clears it', () => {
    const alerts = new AlertPresenter();
    alerts.show('info', messageOf('a.key'));
    alerts.show('error', messageOf('another.key', { count: 2 }));
    expect(alerts.alert).toEqual({ type: 'error', message: messageOf('another.key', { count: 2 }) });
    alerts.clear();
    expect(alerts.alert).toBeNull();
  });

  it('is cleared by a navigation', () => {
    const alerts = new AlertPresenter();
    alerts.show('success', messageOf('done'));
    alerts.navigated();
    expect(alerts.alert).toBeNull();
  });

  it('can survive the very next navigation, and only that one', () => {
    const alerts = new AlertPresenter();
    alerts.show('warning', messageOf('moved'), { keepOnNextNavigation: true });
    alerts.navigated();
    expect(alerts.alert?.message).toEqual(messageOf('moved'));
    alerts.navigated();
    expect(alerts.alert).toBeNull();
  });
});
