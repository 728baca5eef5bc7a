import type { OutboxKind, OutboxMessage } from '../../../application/sandbox/ports/SandboxConsole';
import type { ContractSandbox } from './ContractSandbox';

/** The newest message of that kind (the outbox is newest first), optionally to one recipient. */
export async function newestMessage(
  sandbox: ContractSandbox,
  kind: OutboxKind,
  to?: string,
): Promise<OutboxMessage> {
  const message = (await sandbox.outbox()).find(
    (candidate) => candidate.kind === kind && (to === undefined || candidate.to === to),
  );
  if (message === undefined) throw new Error(`no ${kind} message${to ? ` to ${to}` : ''} in the outbox`);
  return message;
}

/** The code carried by the newest message of that kind. */
export async function newestCode(sandbox: ContractSandbox, kind: OutboxKind, to?: string): Promise<string> {
  const { code } = await newestMessage(sandbox, kind, to);
  if (code === null) throw new Error(`the newest ${kind} message carries no code`);
  return code;
}

/** The link carried by the newest message of that kind. */
export async function newestLink(sandbox: ContractSandbox, kind: OutboxKind, to?: string): Promise<string> {
  const { link } = await newestMessage(sandbox, kind, to);
  if (link === null) throw new Error(`the newest ${kind} message carries no link`);
  return link;
}
