import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { attempt } from '../../application/shared/Result';
import { SANDBOX_CONSOLE, type SandboxConsole } from '../../application/sandbox/ports/SandboxConsole';
import { Call } from '../calls/Call';
import { browserPage } from '../shell/browserPage';
import { SessionPresenter } from '../shell/SessionPresenter';

/** The sandbox's reset (docs/sandbox.md, "Starting over"); the token then means nothing, so this device signs out. */
@injectable()
export class SandboxResetPresenter {
  /** A failed reset keeps the session. */
  readonly resetting = new Call<void>({ serverWords: 'never', otherwise: 'sandbox.reset.failed' });

  constructor(
    @inject(SANDBOX_CONSOLE) private readonly sandbox: SandboxConsole,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
  ) {
    // The console is injected by token: it may be a plain object, which MobX would copy.
    makeAutoObservable<SandboxResetPresenter, 'sandbox'>(this, { sandbox: false });
  }

  /** Resets the sandbox, then reloads the page: every screen starts again from the sandbox's seed. */
  async reset(): Promise<void> {
    const result = await this.resetting.run(async () => {
      const reset = await attempt(() => this.sandbox.reset());
      if (reset.ok) await this.session.signOut();
      return reset;
    });
    if (result?.ok) browserPage.reload();
  }
}
