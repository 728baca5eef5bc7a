import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationNews, ApplicationResend, ApplicationSessionCountdown } from './ApplicationSession';
import type { NewsTasks, ResendTasks, SessionCountdownTasks } from './SessionTasks';

const session = new ScenarioKey('session tasks', () => ({
  countdown: null as ApplicationSessionCountdown | null,
  resend: null as ApplicationResend | null,
  news: null as ApplicationNews | null,
}));

export function sessionCountdown(world: ShopWorld): SessionCountdownTasks {
  const state = world.state(session);
  state.countdown ??= new ApplicationSessionCountdown(world);
  return state.countdown;
}

export function resendWait(world: ShopWorld): ResendTasks {
  const state = world.state(session);
  state.resend ??= new ApplicationResend(world);
  return state.resend;
}

export function footerNews(world: ShopWorld): NewsTasks {
  const state = world.state(session);
  state.news ??= new ApplicationNews(world);
  return state.news;
}
