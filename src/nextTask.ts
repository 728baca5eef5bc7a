/** Lets the browser handle what is waiting (input, painting) before going on: the app starts in steps. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
