import 'reflect-metadata/lite';
import { setWorldConstructor, World } from '@cucumber/cucumber';

/** How a scenario is run: in-process over the use cases, or through the browser. */
export type Assembly = 'application' | 'ui';

interface ShopWorldParameters {
  assembly: Assembly;
}

/**
 * A typed slot of per-scenario state. Each steps file declares the keys it needs, so state
 * never leaks between scenarios and no steps file has to edit this class.
 */
export class ScenarioKey<T> {
  constructor(
    readonly name: string,
    readonly create: () => T,
  ) {}
}

export class ShopWorld extends World<ShopWorldParameters> {
  private readonly slots = new Map<ScenarioKey<unknown>, unknown>();

  get assembly(): Assembly {
    return this.parameters.assembly;
  }

  state<T>(key: ScenarioKey<T>): T {
    if (!this.slots.has(key)) this.slots.set(key, key.create());
    return this.slots.get(key) as T;
  }
}

setWorldConstructor(ShopWorld);
