import { SystemClock } from './SystemClock';

describe('SystemClock', () => {
  afterEach(() => jest.useRealTimers());

  it("tells the device's current time", () => {
    jest.useFakeTimers({ now: new Date('2030-01-02T03:04:05Z') });
    expect(new SystemClock().now().toISOString()).toBe('2030-01-02T03:04:05.000Z');
  });

  it('hands out a fresh date each time, so a caller changing one cannot change the next', () => {
    const clock = new SystemClock();
    expect(clock.now()).not.toBe(clock.now());
  });
});
