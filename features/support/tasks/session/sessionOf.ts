import { inProcessTasks } from '../taskPickers';
import { ApplicationNews, ApplicationResend, ApplicationSessionCountdown } from './ApplicationSession';
import type { NewsTasks, ResendTasks, SessionCountdownTasks } from './SessionTasks';

export const sessionCountdown = inProcessTasks<SessionCountdownTasks>(
  'the session countdown',
  (world) => new ApplicationSessionCountdown(world),
);

export const resendWait = inProcessTasks<ResendTasks>(
  'the resend wait',
  (world) => new ApplicationResend(world),
);

export const footerNews = inProcessTasks<NewsTasks>('the footer news', (world) => new ApplicationNews(world));
