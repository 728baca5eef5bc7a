import { inject, injectable } from 'inversify';
import {
  OCCUPATIONS,
  SOURCES_OF_FUNDS,
  type Occupation,
  type SourceOfFunds,
} from '../../domain/consumer/Consumer';
import { FinancialInfoForm } from '../../domain/consumer/forms/FinancialInfoForm';
import { NATIONALITIES, type Nationality } from '../../domain/consumer/nationalities';
import {
  UPDATE_FINANCIAL_INFO,
  UpdateFinancialInfo,
} from '../../application/consumer/usecases/UpdateFinancialInfo';
import { STEP_FIELDS } from '../../domain/registration/stepChanges';
import { paths } from '../shell/paths';
import { FINANCIAL_STEP_WORDS, ProfileSteps, ProfileStepPresenter } from './ProfileStepPresenter';

export type FinancialField = (typeof STEP_FIELDS.financialInfo)[number];

/** The source of funds whose free text is asked for. */
export const OTHER_SOURCE: SourceOfFunds = 'OTHER';

/** Financial Info (SPEC sections 2, 3, 5 and 8), the last step before the level-1 identity check. */
@injectable()
export class FinancialInfoPresenter extends ProfileStepPresenter<FinancialField, FinancialInfoForm> {
  readonly occupations: readonly Occupation[] = OCCUPATIONS;
  readonly sourcesOfFunds: readonly SourceOfFunds[] = SOURCES_OF_FUNDS;
  readonly nationalities: readonly Nationality[] = NATIONALITIES;

  constructor(
    @inject(UpdateFinancialInfo) updateFinancialInfo: UpdateFinancialInfo,
    @inject(ProfileSteps) steps: ProfileSteps,
  ) {
    super(steps, {
      step: 'financialInfo',
      action: UPDATE_FINANCIAL_INFO,
      fields: STEP_FIELDS.financialInfo,
      toForm: (values) => FinancialInfoForm.from(values),
      save: (form) => {
        const occupation = OCCUPATIONS.find((candidate) => candidate === form.occupation);
        const sourceOfFunds = SOURCES_OF_FUNDS.find((candidate) => candidate === form.sourceOfFunds);
        if (occupation === undefined || sourceOfFunds === undefined) throw new Error('validated before');
        return updateFinancialInfo.execute({
          occupation,
          sourceOfFunds,
          // The free text belongs to OTHER alone; it is kept on screen but not sent otherwise.
          sourceOfFundsOther: sourceOfFunds === OTHER_SOURCE ? form.sourceOfFundsOther : '',
          nationality: form.nationality,
        });
      },
      next: paths.kyc(),
      words: FINANCIAL_STEP_WORDS,
    });
  }

  get showsOther(): boolean {
    return this.submission.values.sourceOfFunds === OTHER_SOURCE;
  }
}
