import { ScenarioKey, type ShopWorld } from '../world';
import { isUnderRule } from './underRule';

// How a step gets its tasks: one instance per scenario, made on first use. Tasks with no browser
// implementation refuse the ui profile; rule tasks refuse a scenario that is not under a `Rule:`.

/** The per-scenario instance of tasks that run in-process only; `what` names them in the refusal. */
export function inProcessTasks<T>(what: string, create: (world: ShopWorld) => T): (world: ShopWorld) => T {
  const slot = new ScenarioKey(what, () => ({ tasks: null as T | null }));
  return (world) => {
    if (world.assembly === 'ui')
      throw new Error(`${what} has no browser tasks: tag none of its scenarios @ui`);
    const state = world.state(slot);
    state.tasks ??= create(world);
    return state.tasks;
  };
}

/** The per-scenario instance of rule tasks (tasks/…/rules/), for a scenario under a `Rule:` only. */
export function ruleTasks<T>(what: string, create: () => T): (world: ShopWorld) => T {
  const inProcess = inProcessTasks(what, create);
  return (world) => {
    if (!isUnderRule(world))
      throw new Error('only a scenario under a Rule: checks the rules without a screen');
    return inProcess(world);
  };
}

/**
 * The per-scenario instance of tasks with a browser implementation: through the page on the ui
 * profile, in-process otherwise.
 */
export function tasksByProfile<T>(
  what: string,
  inProcess: (world: ShopWorld) => T,
  inBrowser: (world: ShopWorld) => T,
): (world: ShopWorld) => T {
  const slot = new ScenarioKey(what, () => ({ tasks: null as T | null }));
  return (world) => {
    const state = world.state(slot);
    state.tasks ??= world.assembly === 'ui' ? inBrowser(world) : inProcess(world);
    return state.tasks;
  };
}
