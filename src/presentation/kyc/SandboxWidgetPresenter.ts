import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Call } from '../calls/Call';
import type { KycEvent } from '../../domain/kyc/kycState';
import {
  SANDBOX_CONSOLE,
  type IdentityCheckOutcome,
  type SandboxConsole,
} from '../../application/sandbox/ports/SandboxConsole';
import { attempt } from '../../application/shared/Result';

export const DOCUMENT_TYPES = ['passport', 'idCard', 'drivingLicence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type WidgetField = 'documentType' | 'file';

const EVENT_OF: Record<IdentityCheckOutcome, KycEvent> = {
  submit: { type: 'widgetSubmitted' },
  approve: { type: 'widgetApproved' },
  reject: { type: 'widgetRejected' },
};

/**
 * The sandbox's stand-in for the hosted identity-check widget, reporting to the KYC screen as the real
 * one would. The photo's name is shown; the file itself is never read nor sent.
 */
@injectable()
export class SandboxWidgetPresenter {
  documentType: DocumentType | null = null;
  /** The chosen file's name, for display only. */
  fileName: string | null = null;
  errors: Partial<Record<WidgetField, string>> = {};
  submitted = false;
  /** The sandbox's record of the last step (submit, approve, reject). */
  readonly step = new Call<void>({ otherwise: 'kyc.sandboxWidget.failed', serverWords: 'never' });
  private reference: string | null = null;
  private report: (event: KycEvent) => void = () => undefined;

  constructor(@inject(SANDBOX_CONSOLE) private readonly sandbox: SandboxConsole) {
    makeAutoObservable<SandboxWidgetPresenter, 'sandbox' | 'reference' | 'report'>(this, {
      step: false,
      sandbox: false,
      reference: false,
      report: false,
    });
  }

  /** The check this widget works on, and where its reports go. */
  attach(reference: string, report: (event: KycEvent) => void): void {
    this.reference = reference;
    this.report = report;
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
    const errors: Partial<Record<WidgetField, string>> = {};
    if (this.documentType === null) errors.documentType = 'kyc.sandboxWidget.documentTypeRequired';
    if (this.fileName === null) errors.file = 'kyc.sandboxWidget.fileRequired';
    this.errors = errors;
    if (Object.keys(errors).length > 0) return;
    if (await this.complete('submit')) runInAction(() => (this.submitted = true));
  }

  async approve(): Promise<void> {
    await this.complete('approve');
  }

  async reject(): Promise<void> {
    await this.complete('reject');
  }

  private async complete(outcome: IdentityCheckOutcome): Promise<boolean> {
    const reference = this.reference;
    if (reference === null) return false;
    const result = await this.step.run(() =>
      attempt(() => this.sandbox.completeIdentityCheck(reference, outcome)),
    );
    if (result?.ok) this.report(EVENT_OF[outcome]);
    return result?.ok ?? false;
  }
}
