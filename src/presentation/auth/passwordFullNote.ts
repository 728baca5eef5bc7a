import { messageOf, type Message } from '../messages/Message';

/**
 * A full password field drops further keystrokes: it says so. A module of its own, so that screens
 * importing the auth messages without a password field download no sign-in texts.
 */
export function passwordFullNote(password: string, max: number): Message | null {
  return password.length >= max ? messageOf('signin.passwordFull', { max }) : null;
}
