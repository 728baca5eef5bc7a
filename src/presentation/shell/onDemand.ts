import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { whenIdle } from './whenIdle';

/** A part of the page downloaded when first needed, once; a download that failed (offline) is tried again. */
export interface OnDemand<T> {
  /** The part, once downloaded. */
  readonly loaded: T | null;
  /**
   * Downloads it; null when the download failed. The same promise while it downloads and once it has,
   * which says so (`status`, `value`) as React's `use` reads a promise: a part already there is used
   * without suspending, and one that was awaited is read with the same `use` call once it comes.
   */
  load(): Promise<T | null>;
}

/** A promise that tells, once fulfilled, its value: what React's `use` reads without suspending. */
type Told<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function onDemand<T>(download: () => Promise<T>): OnDemand<T> {
  let loading: Told<T | null> | null = null;
  const part = {
    loaded: null as T | null,
    load: (): Promise<T | null> => {
      if (loading !== null) return loading;
      const downloading: Told<T | null> = download().then(
        (loaded) => {
          part.loaded = loaded;
          downloading.status = 'fulfilled';
          downloading.value = loaded;
          return loaded;
        },
        () => {
          loading = null;
          return null;
        },
      );
      loading = downloading;
      return downloading;
    },
  };
  return part;
}

/**
 * A control on screen from the first paint whose working part (antd's popup around it) downloads at
 * its first hover, focus or press, or, `idle`, when the browser is idle. The stand-in takes the
 * `standIn` handlers; once `loaded`, the part replaces it, told whether it was `pressed` (it opens at
 * once: no press is lost) and `focused` (it takes the focus over).
 */
export function useOnDemand<T>(part: OnDemand<T>, { idle }: { idle: boolean }) {
  const [loaded, setLoaded] = useState<T | null>(() => part.loaded);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // A press under way (pointer or key down, its click to come) keeps the stand-in: its click would be lost
  // on an element the part replaced meanwhile.
  const [pressing, setPressing] = useState(false);
  const load = useCallback(() => {
    void part.load().then((downloaded) => {
      // A transition: the part replaces its stand-in in slices of a few milliseconds (on a phone, antd's
      // popup is a long task otherwise, just after the page's first paint when it comes on idle).
      if (downloaded !== null) startTransition(() => setLoaded(() => downloaded));
    });
  }, [part]);
  useEffect(() => (idle && loaded === null ? whenIdle(load) : undefined), [idle, loaded, load]);
  return {
    loaded: pressing ? null : loaded,
    pressed,
    focused,
    standIn: {
      onPointerEnter: load,
      onPointerDown: () => {
        setPressing(true);
        load();
      },
      onPointerCancel: () => setPressing(false),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') setPressing(true);
      },
      onFocus: () => {
        setFocused(true);
        load();
      },
      onBlur: () => {
        setFocused(false);
        setPressing(false);
      },
      onClick: () => {
        setPressing(false);
        setPressed(true);
        load();
      },
    },
  };
}

/** The focus a stand-in had, taken over by the control that replaced it before the page paints. */
export function useFocusTakenOver(focused: boolean, control: RefObject<HTMLElement | null>): void {
  const [takeOver] = useState(focused);
  useLayoutEffect(() => {
    if (takeOver) control.current?.focus();
  }, [takeOver, control]);
}
