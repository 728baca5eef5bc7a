import { act, render, screen } from '@testing-library/react';
import { usePrefersReducedMotion } from './useMediaQuery';

/** A system setting the test can flip, as matchMedia reports it. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && setting.reduce;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(next: boolean) {
      setting.reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

function Motion() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

afterEach(() => jest.restoreAllMocks());

describe('usePrefersReducedMotion', () => {
  it('is false when the system asks for nothing', () => {
    systemSetting(false);
    render(<Motion />);
    expect(screen.getByText('moving')).toBeInTheDocument();
  });

  it('is true when the system asks for reduced motion, and follows a change of the setting', () => {
    const setting = systemSetting(true);
    render(<Motion />);
    expect(screen.getByText('still')).toBeInTheDocument();

    act(() => setting.change(false));
    expect(screen.getByText('moving')).toBeInTheDocument();
  });
});
