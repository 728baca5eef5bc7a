/** The payment page's session countdown, as the consumer sees it. */
export interface SessionCountdownTasks {
  /** The consumer is signed in, and their session ends that many seconds from now (negative: it ended). */
  sessionEndsIn(seconds: number): Promise<void>;
  /** The payment page shows the countdown: what it reads. */
  showCountdown(): Promise<string | null>;
  /** Whether the login window is open. */
  loginWindowOpen(): Promise<boolean>;
  /** How many seconds pass between two changes of the countdown. */
  tickSeconds(): Promise<number>;
}

/** The wait before a verification message may be sent again, as the e-mail verification page shows it. */
export interface ResendTasks {
  /** A verification e-mail was sent that many seconds ago. */
  sentSecondsAgo(seconds: number): Promise<void>;
  /** The page before any message was sent. */
  nothingSent(): Promise<void>;
  /** The seconds the page says to wait. */
  secondsToWait(): Promise<number>;
  /** Whether the resend link can be used. */
  resendAvailable(): Promise<boolean>;
}

/** The footer's latest news, as the visitor reads it. */
export interface NewsTasks {
  /** The news store holds these posts (title, date, description). */
  storeHolds(posts: { title: string; date: string; description: string }[]): Promise<void>;
  /** The visitor reads the shop in that language ("en", "fr"). */
  readsIn(language: 'en' | 'fr'): Promise<void>;
  /** The footer shows the news: the titles it lists, and their excerpts. */
  footerNews(): Promise<{ title: string; excerpt: string }[]>;
  /** The store the footer asked for its news. */
  storeAsked(): Promise<string | null>;
}
