import { act, render, screen } from '@testing-library/react';
import { usePrefersReducedMotion } from './useMediaQuery';

/** A media query as matchMedia answers it, over a setting the test can flip. */
class SystemMediaQuery extends EventTarget implements MediaQueryList {
  onchange = null;
  constructor(
    readonly media: string,
    private readonly setting: { reduce: boolean },
  ) {
    super();
  }
  get matches(): boolean {
    return this.media === '(prefers-reduced-motion: reduce)' && this.setting.reduce;
  }
  // The deprecated listener methods: the hook does not use them.
  addListener(): void {}
  removeListener(): void {}
}

/** A system setting the test can flip, as matchMedia reports it. */
function systemSetting(reduce: boolean) {
  const setting = { reduce };
  const lists: SystemMediaQuery[] = [];
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const list = new SystemMediaQuery(query, setting);
    lists.push(list);
    return list;
  });
  return {
    change(next: boolean) {
      setting.reduce = next;
      for (const list of lists) list.dispatchEvent(new Event('change'));
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
