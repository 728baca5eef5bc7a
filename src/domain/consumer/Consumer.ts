import type { Amount } from '../money/Cents';
import type { Card } from '../cards/Card';

export const OCCUPATIONS = [
  'ACCOUNTING',
  'AUDIT',
  'FINANCE',
  'PUBLIC_SECTOR_ADMINISTRATION',
  'ART_ENTERTAINMENT',
  'AUTO_AVIATION',
  'BANKING_LENDING',
  'BUSINESS_CONSULTANCY_LEGAL',
  'CONSTRUCTION_REPAIR',
  'EDUCATION_PROFESSIONAL_SERVICES',
  'INFORMATIONAL_TECHNOLOGIES',
  'TOBACCO_ALCOHOL',
  'GAMING_GAMBLING',
  'MEDICAL_SERVICES',
  'MANUFACTURING',
  'PR_MARKETING',
  'PRECIOUS_GOODS_JEWELRY',
  'NON_GOVERNMENTAL_ORGANIZATION',
  'INSURANCE_SECURITY',
  'RETAIL_WHOLESALE',
  'TRAVEL_TOURISM',
  'FREELANCER',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const SOURCES_OF_FUNDS = [
  'PERSONAL_SAVINGS',
  'FAMILY_SAVINGS',
  'LABOUR_CONTRACT',
  'CIVIL_CONTRACT',
  'RENT',
  'FUNDS_FROM_OTHER_AUXILIARY_SOURCES',
  'SALE_OF_MOVABLE_ASSETS',
  'SALE_OF_REAL_ESTATE',
  'ORDINARY_BUSINESS_ACTIVITY',
  'DIVIDENDS',
  'LOAN_FROM_FINANCIAL_INSTITUTIONS_CREDIT_UNIONS',
  'LOAN_FROM_THIRD_PARTIES',
  'INHERITANCE',
  'SALE_OF_COMPANY_SHARES_BUSINESS',
  'OTHER',
] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];

/**
 * KYC level reached so far. The spec names levels 1 and 2 but gives the consumer no field
 * for it; we carry it explicitly (0 = none yet) so the registration guard can tell whether
 * the level-1 check is done. `isFullyKnown` is true exactly at level 2.
 */
export type KycLevel = 0 | 1 | 2;

/** The consumer profile as the issuer's API returns it (SPEC section 3). Dates are ISO strings. */
export interface Consumer {
  id: string;
  email: string;
  /** Dial code without the plus sign, e.g. "33". */
  countryCode: string;
  /** National number, digits only. */
  number: string;
  name: string | null;
  surname: string | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  occupation: Occupation | null;
  sourceOfFunds: SourceOfFunds | null;
  sourceOfFundsOther: string | null;
  /** ISO 3166-1 alpha-2 */
  nationality: string | null;
  isEmailVerified: boolean;
  isMobileVerified: boolean;
  isFullyKnown: boolean;
  kycLevel: KycLevel;
  cards: Card[];
  isCardLimitReached: boolean;
  /** Caps new orders when present (5000 cents at KYC level 1). */
  maxAllowedAmount: Amount | null;
  /** ISO timestamp at which the session token expires. */
  tokenExpires: string | null;
  /** ISO timestamps before which a new e-mail or SMS cannot be sent. */
  allowVerificationEmailAfter: string | null;
  allowVerificationSmsAfter: string | null;
}
