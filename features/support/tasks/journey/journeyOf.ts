import type { Language } from '../../../../src/domain/language/Language';
import { pageOf } from '../../browserHooks';
import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationJourney } from './ApplicationJourney';
import { BrowserJourney } from './BrowserJourney';
import type { Journey } from './Journey';

const journeys = new ScenarioKey('journey', () => ({ journey: null as Journey | null }));

/** Starts the scenario's journey: through the browser on the ui profile, in-process otherwise. */
export function beginJourney(world: ShopWorld, language: Language): Journey {
  const state = world.state(journeys);
  if (state.journey !== null) throw new Error('the journey has begun already');
  state.journey =
    world.assembly === 'ui'
      ? new BrowserJourney(pageOf(world), language)
      : new ApplicationJourney(world, language);
  return state.journey;
}

/** The journey the scenario began. */
export function journeyOf(world: ShopWorld): Journey {
  const { journey } = world.state(journeys);
  if (journey === null) throw new Error('no journey: a scenario begins with Jane opening the landing page');
  return journey;
}
