import assert from 'node:assert/strict';
import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationOrderResultTasks } from './ApplicationOrderResultTasks';
import type { OrderResultTasks } from './OrderResultTasks';

const tasks = new ScenarioKey('order result tasks', () => ({ tasks: null as OrderResultTasks | null }));

/** The scenario's result pages. No such scenario runs in the browser (none is tagged @ui). */
export function orderResultOf(world: ShopWorld): OrderResultTasks {
  assert.equal(
    world.assembly,
    'application',
    'the result pages have no browser tasks: tag no such scenario @ui',
  );
  const state = world.state(tasks);
  state.tasks ??= new ApplicationOrderResultTasks(world);
  return state.tasks;
}
