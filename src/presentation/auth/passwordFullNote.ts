import { messageOf, type Message } from '../messages/Message';

/**
 * The note of a password field holding `max` characters, the most it takes, or null: the field then
 * drops any further keystroke, and says so rather than dropping them silently. A module of its own:
 * the screens that import the auth messages without a password field download no sign-in texts.
 */
export function passwordFullNote(password: string, max: number): Message | null {
  return password.length >= max ? messageOf('signin.passwordFull', { max }) : null;
}
