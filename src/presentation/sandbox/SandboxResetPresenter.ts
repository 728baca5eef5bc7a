import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { attempt } from '../../application/shared/Result';
import { SANDBOX_CONSOLE, type SandboxConsole } from '../../application/sandbox/ports/SandboxConsole';
import { SessionPresenter } from '../shell/SessionPresenter';

/** The sandbox's reset (docs/sandbox.md, "Starting over"); the token then means nothing, so this device signs out. */
@injectable()
export class SandboxResetPresenter {
  resetting = false;
  failed = false;

  constructor(
    @inject(SANDBOX_CONSOLE) private readonly sandbox: SandboxConsole,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
  ) {
    // The console is injected by token: it may be a plain object, which MobX would copy.
    makeAutoObservable<SandboxResetPresenter, 'sandbox'>(this, { sandbox: false });
  }

  /** Whether the sandbox was reset (the view reloads the page then). */
  async reset(): Promise<boolean> {
    if (this.resetting) return false;
    this.resetting = true;
    this.failed = false;
    const result = await attempt(() => this.sandbox.reset());
    if (result.ok) await this.session.signOut();
    runInAction(() => {
      this.resetting = false;
      this.failed = !result.ok;
    });
    return result.ok;
  }
}
