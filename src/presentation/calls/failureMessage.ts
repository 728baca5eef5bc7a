import type { AppError } from '../../application/shared/Result';
import { messageOf, serverFieldMessage, serverWords, type Message } from '../messages/Message';

/** Words for a failure: a locale key, a message, or a key counting the seconds the server asks to wait. */
export type FailureText = string | Message | { readonly waitKey: string };

/** A screen's words for its calls' failures (SPEC section 8); a failure with no words here falls through. */
export interface FailureWords {
  /** The issuer's error codes the screen words itself (errorCode → words), checked first. */
  readonly codes?: Readonly<Record<string, FailureText>>;
  /** No answer came. The transport's own words are never shown: they are not the page's language. */
  readonly offline?: FailureText;
  /** The server failed (5xx), or answered out of its contract (docs/openapi.yaml). */
  readonly serverFault?: FailureText;
  /** The session ended: the action is kept and done once the consumer has signed in again (PendingAction). */
  readonly signIn?: FailureText;
  /** What the call was about is not there (403, 404): an unknown payment, say. */
  readonly notFound?: FailureText;
  /** The server's message for one of these fields is the failure's words (`amount`: the order box). */
  readonly fields?: readonly string[];
  /**
   * The server's own sentence when no words above fit: `instead` of `otherwise` (the default), `after` it,
   * `never`; or `reference`: after it, else the code or kind, for customer support to go on.
   */
  readonly serverWords?: 'instead' | 'after' | 'reference' | 'never';
  readonly otherwise: FailureText;
}

/** From this many seconds on, a wait is said in minutes. */
const MINUTES_FROM_SECONDS = 120;
/** When a 429 does not say how long to wait. */
const UNKNOWN_WAIT_SECONDS = 60;

/** "Try again in N seconds", or minutes for a long wait. */
function waitMessage(timeLeftForRetry: number | null | undefined): Message {
  const seconds = Math.max(1, Math.ceil(timeLeftForRetry ?? UNKNOWN_WAIT_SECONDS));
  if (seconds >= MINUTES_FROM_SECONDS) {
    return messageOf('errors.tooManyRequests.minutes', { count: Math.ceil(seconds / 60) });
  }
  return messageOf('errors.tooManyRequests.seconds', { count: seconds });
}

function wordsOf(text: FailureText, timeLeftForRetry: number | null | undefined): Message {
  if (typeof text === 'string') return messageOf(text);
  if ('waitKey' in text) return messageOf(text.waitKey, { count: timeLeftForRetry ?? 0 });
  return text;
}

/** The words for a kind of failure, when the screen has any. */
const KIND_WORDS: Partial<Record<AppError['kind'], (words: FailureWords) => FailureText | undefined>> = {
  NetworkError: (words) => words.offline ?? words.otherwise,
  ServerError: (words) => words.serverFault,
  UnexpectedResponse: (words) => words.serverFault,
  Unauthorized: (words) => words.signIn,
  NotFound: (words) => words.notFound,
};

/** The server's message for the first of the named fields it explained, if any. */
function fieldWords(error: AppError, fields: readonly string[]): Message | null {
  const field = error.invalidFields?.find((candidate) => fields.includes(candidate.fieldName));
  const first = field?.errors[0];
  return first === undefined ? null : serverFieldMessage(first);
}

function followedBy(message: Message, detail: string | null | undefined): Message {
  return detail ? { ...message, detail } : message;
}

/**
 * The one way a failed call becomes what the screen says (SPEC section 8), in order: a 429's wait; the
 * words for the error code, then for its kind; the server's message on a named field; last the server's
 * sentence and the general words, as `serverWords` says.
 */
export function failureMessage(error: AppError, words: FailureWords): Message {
  if (error.kind === 'TooManyRequests') return waitMessage(error.timeLeftForRetry);
  const code = error.errorCode ? words.codes?.[error.errorCode] : undefined;
  const chosen = code ?? KIND_WORDS[error.kind]?.(words);
  if (chosen !== undefined) return wordsOf(chosen, error.timeLeftForRetry);
  const field = words.fields ? fieldWords(error, words.fields) : null;
  if (field !== null) return field;
  const otherwise = wordsOf(words.otherwise, error.timeLeftForRetry);
  switch (words.serverWords ?? 'instead') {
    case 'instead':
      return error.errorMessage ? serverWords(error.errorMessage) : otherwise;
    case 'after':
      return followedBy(otherwise, error.errorMessage);
    case 'reference': // the server's sentence, else its code, else the kind of failure; blanks skipped
      return followedBy(otherwise, error.errorMessage || error.errorCode || error.kind);
    case 'never':
      return otherwise;
  }
}
