import { sandboxAtHand, sandboxOnFirstCall, type SandboxSource } from '../adapters/in-memory/callSandbox';
import type { SandboxApi } from '../adapters/sandbox/SandboxApi';
import { nextTask } from '../nextTask';
import type { Backend, ContainerOptions } from './containerWith';
import { sandboxBrowserModule } from './sandboxBrowserModule';
import { sandboxModule } from './sandboxModule';

/** The offline sandbox in the page: its in-memory adapters, the sandbox's secure input and card display. */
export const backend: Backend = {
  mode: 'sandbox',
  modules(storage, options) {
    const sandbox = options.sandbox ? sandboxAtHand(options.sandbox) : newSandbox(storage, options);
    return [sandboxBrowserModule(sandbox, options.clipboard), sandboxModule(sandbox)];
  },
};

/**
 * A sandbox of the container's own, over its storage. Its code (rules, seed data) is a chunk of its own,
 * downloaded by the first call: a page that calls nothing, such as the landing page of a new visitor,
 * never downloads it.
 */
function newSandbox(storage: Storage, options: ContainerOptions): SandboxSource<SandboxApi> {
  return sandboxOnFirstCall(async () => {
    const { createSandbox } = await import(
      /* webpackChunkName: "sandbox-backend" */ '../adapters/sandbox/createSandbox'
    );
    // Evaluating the chunk and seeding a first visit's sandbox: a task each, not one long one.
    await nextTask();
    return createSandbox({ storage, clock: options.clock, origin: options.origin });
  });
}
