import { makeAutoObservable, runInAction } from 'mobx';
import { Call } from '../calls/Call';
import { messageOf, type Message } from '../messages/Message';
import type { KycEvent } from '../../domain/kyc/kycState';
import type { IdentityCheckOutcome, SandboxConsole } from '../../application/sandbox/ports/SandboxConsole';
import { attempt } from '../../application/shared/Result';

export const DOCUMENT_TYPES = ['passport', 'idCard', 'drivingLicence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const EVENT_OF: Record<IdentityCheckOutcome, KycEvent> = {
  submit: { type: 'widgetSubmitted' },
  approve: { type: 'widgetApproved' },
  reject: { type: 'widgetRejected' },
};

/** The sandbox's stand-in for the hosted identity-check widget, reporting to the KYC screen as it would. */
export class SandboxWidgetPresenter {
  documentType: DocumentType | null = null;
  /** Only the chosen file's name: the file itself is never read nor sent. */
  fileName: string | null = null;
  errors: { documentType?: Message; file?: Message } = {};
  submitted = false;
  /** The sandbox's record of the last step (submit, approve, reject). */
  readonly step = new Call<void>({ otherwise: 'kyc.sandboxWidget.failed', serverWords: 'never' });

  constructor(
    private readonly sandbox: SandboxConsole,
    readonly reference: string,
    private readonly report: (event: KycEvent) => void,
  ) {
    makeAutoObservable<SandboxWidgetPresenter, 'sandbox' | 'report'>(this, { sandbox: false, report: false });
  }

  chooseDocumentType(type: DocumentType): void {
    this.documentType = type;
    this.errors = { ...this.errors, documentType: undefined };
  }

  chooseFile(name: string | null): void {
    this.fileName = name;
    this.errors = { ...this.errors, file: undefined };
  }

  async submit(): Promise<void> {
    const required = (value: string | null, key: string) => (value === null ? messageOf(key) : undefined);
    this.errors = {
      documentType: required(this.documentType, 'kyc.sandboxWidget.documentTypeRequired'),
      file: required(this.fileName, 'kyc.sandboxWidget.fileRequired'),
    };
    if (this.documentType === null || this.fileName === null) return;
    if (await this.complete('submit')) runInAction(() => (this.submitted = true));
  }

  /** The documents sent, or the sandbox reviewer's verdict: reported to the screen once the sandbox records it. */
  async complete(outcome: IdentityCheckOutcome): Promise<boolean> {
    const result = await this.step.run(() =>
      attempt(() => this.sandbox.completeIdentityCheck(this.reference, outcome)),
    );
    if (result?.ok) this.report(EVENT_OF[outcome]);
    return result?.ok ?? false;
  }
}
