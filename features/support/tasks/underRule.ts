import { Before } from '@cucumber/cucumber';
import { ScenarioKey, type ShopWorld } from '../world';

// Whether the scenario sits under a Gherkin `Rule:`: only such scenarios may be checked on the
// shop's rules directly (tasks/**/rules/); every other one drives the screen.

const placement = new ScenarioKey('scenario placement', () => ({ underRule: false }));

Before(function (this: ShopWorld, { gherkinDocument, pickle }) {
  const scenarioId = pickle.astNodeIds[0];
  const rules = (gherkinDocument.feature?.children ?? []).flatMap((child) =>
    child.rule ? [child.rule] : [],
  );
  this.state(placement).underRule = rules.some((rule) =>
    rule.children.some((child) => child.scenario?.id === scenarioId),
  );
});

/** True when the running scenario is placed under a `Rule:` of its feature. */
export function isUnderRule(world: ShopWorld): boolean {
  return world.state(placement).underRule;
}
