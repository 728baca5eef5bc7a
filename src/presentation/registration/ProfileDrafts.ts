import { injectable } from 'inversify';
import type { ProfileStep } from '../../domain/registration/stepChanges';

type Draft = Readonly<Record<string, string>>;

/** What one consumer typed on a step and did not save, found after Back; in memory only (personal data). */
@injectable('Singleton')
export class ProfileDrafts {
  private owner: string | null = null;
  private drafts: Partial<Record<ProfileStep, Draft>> = {};

  /** The step as the consumer left it, or null when they left nothing unsaved there. */
  draftOf(consumerId: string | null, step: ProfileStep): Draft | null {
    return consumerId !== null && consumerId === this.owner ? (this.drafts[step] ?? null) : null;
  }

  keep(consumerId: string | null, step: ProfileStep, values: Draft): void {
    if (consumerId === null) return;
    if (consumerId !== this.owner) {
      this.owner = consumerId;
      this.drafts = {};
    }
    this.drafts[step] = { ...values };
  }

  /** The step is saved: what the consumer has is what the server has. */
  forget(step: ProfileStep): void {
    const { [step]: _saved, ...others } = this.drafts;
    this.drafts = others;
  }
}
