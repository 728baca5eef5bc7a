/**
 * Whether `npm run api` serves the sandbox tools (/sandbox-api: payment approval, reset, fault
 * injection, the vault, the outbox, simulated identity checks). On for development, as
 * `npm run api` and `npm run start:http` start it; off in production or with SANDBOX_TOOLS=off.
 */
export function sandboxToolsEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV !== 'production' && env.SANDBOX_TOOLS !== 'off';
}
