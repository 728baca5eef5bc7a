/**
 * Lets the browser handle what is waiting (input, painting) before going on: the app starts in steps.
 * With `scheduler.yield` where the browser has it, the next step follows at once when nothing waits;
 * a chain of `setTimeout(0)` is held 4 ms a step once five deep, which the app's 30-odd steps were.
 */
export const nextTask = (): Promise<void> =>
  typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function'
    ? scheduler.yield()
    : new Promise<void>((resolve) => setTimeout(resolve, 0));
