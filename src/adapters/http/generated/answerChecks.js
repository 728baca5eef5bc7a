// Generated from docs/openapi.yaml by `npm run generate:api`: do not edit.
'use strict';
export const ConsumerWithToken = validate22;
const schema7 = {
  type: 'object',
  required: ['consumer', 'token'],
  properties: { consumer: { $ref: 'components#/$defs/Consumer' }, token: { type: 'string' } },
};
const schema8 = {
  type: 'object',
  required: [
    'id',
    'email',
    'countryCode',
    'number',
    'name',
    'surname',
    'dateOfBirth',
    'addressLine1',
    'addressLine2',
    'city',
    'state',
    'postCode',
    'country',
    'occupation',
    'sourceOfFunds',
    'sourceOfFundsOther',
    'nationality',
    'isEmailVerified',
    'isMobileVerified',
    'isFullyKnown',
    'kycLevel',
    'cards',
    'isCardLimitReached',
    'maxAllowedAmount',
    'tokenExpires',
    'allowVerificationEmailAfter',
    'allowVerificationSmsAfter',
  ],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    countryCode: { type: 'string' },
    number: { type: 'string' },
    name: { type: ['string', 'null'] },
    surname: { type: ['string', 'null'] },
    dateOfBirth: { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    addressLine1: { type: ['string', 'null'] },
    addressLine2: { type: ['string', 'null'] },
    city: { type: ['string', 'null'] },
    state: { type: ['string', 'null'] },
    postCode: { type: ['string', 'null'] },
    country: { type: ['string', 'null'] },
    occupation: { oneOf: [{ $ref: 'components#/$defs/Occupation' }, { type: 'null' }] },
    sourceOfFunds: { oneOf: [{ $ref: 'components#/$defs/SourceOfFunds' }, { type: 'null' }] },
    sourceOfFundsOther: { type: ['string', 'null'] },
    nationality: { type: ['string', 'null'] },
    isEmailVerified: { type: 'boolean' },
    isMobileVerified: { type: 'boolean' },
    isFullyKnown: { type: 'boolean' },
    kycLevel: { type: 'integer', enum: [0, 1, 2] },
    cards: { type: 'array', items: { $ref: 'components#/$defs/Card' } },
    isCardLimitReached: { type: 'boolean' },
    maxAllowedAmount: { oneOf: [{ $ref: 'components#/$defs/Amount' }, { type: 'null' }] },
    tokenExpires: { $ref: 'components#/$defs/NullableTimestamp' },
    allowVerificationEmailAfter: { $ref: 'components#/$defs/NullableTimestamp' },
    allowVerificationSmsAfter: { $ref: 'components#/$defs/NullableTimestamp' },
  },
};
const pattern0 = new RegExp('^\\d{4}-\\d{2}-\\d{2}$', 'u');
const schema9 = {
  type: 'string',
  enum: [
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
  ],
};
function validate24(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== 'string') {
    validate24.errors = [{ instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'string' } }];
    return false;
  }
  if (!(
    data === 'ACCOUNTING' ||
    data === 'AUDIT' ||
    data === 'FINANCE' ||
    data === 'PUBLIC_SECTOR_ADMINISTRATION' ||
    data === 'ART_ENTERTAINMENT' ||
    data === 'AUTO_AVIATION' ||
    data === 'BANKING_LENDING' ||
    data === 'BUSINESS_CONSULTANCY_LEGAL' ||
    data === 'CONSTRUCTION_REPAIR' ||
    data === 'EDUCATION_PROFESSIONAL_SERVICES' ||
    data === 'INFORMATIONAL_TECHNOLOGIES' ||
    data === 'TOBACCO_ALCOHOL' ||
    data === 'GAMING_GAMBLING' ||
    data === 'MEDICAL_SERVICES' ||
    data === 'MANUFACTURING' ||
    data === 'PR_MARKETING' ||
    data === 'PRECIOUS_GOODS_JEWELRY' ||
    data === 'NON_GOVERNMENTAL_ORGANIZATION' ||
    data === 'INSURANCE_SECURITY' ||
    data === 'RETAIL_WHOLESALE' ||
    data === 'TRAVEL_TOURISM' ||
    data === 'FREELANCER'
  )) {
    validate24.errors = [
      { instancePath, schemaPath: '#/enum', keyword: 'enum', params: { allowedValues: schema9.enum } },
    ];
    return false;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
const schema10 = {
  type: 'string',
  enum: [
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
  ],
};
function validate26(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== 'string') {
    validate26.errors = [{ instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'string' } }];
    return false;
  }
  if (!(
    data === 'PERSONAL_SAVINGS' ||
    data === 'FAMILY_SAVINGS' ||
    data === 'LABOUR_CONTRACT' ||
    data === 'CIVIL_CONTRACT' ||
    data === 'RENT' ||
    data === 'FUNDS_FROM_OTHER_AUXILIARY_SOURCES' ||
    data === 'SALE_OF_MOVABLE_ASSETS' ||
    data === 'SALE_OF_REAL_ESTATE' ||
    data === 'ORDINARY_BUSINESS_ACTIVITY' ||
    data === 'DIVIDENDS' ||
    data === 'LOAN_FROM_FINANCIAL_INSTITUTIONS_CREDIT_UNIONS' ||
    data === 'LOAN_FROM_THIRD_PARTIES' ||
    data === 'INHERITANCE' ||
    data === 'SALE_OF_COMPANY_SHARES_BUSINESS' ||
    data === 'OTHER'
  )) {
    validate26.errors = [
      { instancePath, schemaPath: '#/enum', keyword: 'enum', params: { allowedValues: schema10.enum } },
    ];
    return false;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
const schema11 = {
  type: 'object',
  required: [
    'id',
    'cardId',
    'numberToken',
    'cvvToken',
    'expireDate',
    'cardNumberLastFour',
    'state',
    'isBlocked',
    'isCancelled',
    'createdAt',
    'actualBalance',
    'availableBalance',
    'cancelOptions',
    'inactivityFeeData',
  ],
  properties: {
    id: { type: 'string' },
    cardId: { type: 'string' },
    numberToken: { type: 'string' },
    cvvToken: { type: 'string' },
    expireDate: { type: 'string', pattern: '^(0[1-9]|1[0-2])\\d{2}$' },
    cardNumberLastFour: { type: 'string', pattern: '^\\d{4}$' },
    state: { $ref: 'components#/$defs/CardState' },
    isBlocked: { type: 'boolean' },
    isCancelled: { type: 'boolean' },
    createdAt: { $ref: 'components#/$defs/WireDateTime' },
    actualBalance: { $ref: 'components#/$defs/Amount' },
    availableBalance: { $ref: 'components#/$defs/Amount' },
    cancelOptions: { type: 'array', items: { $ref: 'components#/$defs/CancelOption' } },
    inactivityFeeData: { oneOf: [{ $ref: 'components#/$defs/InactivityFeeData' }, { type: 'null' }] },
  },
};
const pattern1 = new RegExp('^(0[1-9]|1[0-2])\\d{2}$', 'u');
const pattern2 = new RegExp('^\\d{4}$', 'u');
const schema12 = { type: 'string', enum: ['ACTIVE', 'INACTIVE'] };
function validate29(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== 'string') {
    validate29.errors = [{ instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'string' } }];
    return false;
  }
  if (!(data === 'ACTIVE' || data === 'INACTIVE')) {
    validate29.errors = [
      { instancePath, schemaPath: '#/enum', keyword: 'enum', params: { allowedValues: schema12.enum } },
    ];
    return false;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
const schema13 = {
  type: 'object',
  required: ['date'],
  properties: { date: { $ref: 'components#/$defs/DateTimeText' } },
};
const schema14 = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' };
const pattern3 = new RegExp('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', 'u');
function validate32(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (typeof data === 'string') {
      if (!pattern3.test(data)) {
        validate32.errors = [
          {
            instancePath,
            schemaPath: '#/pattern',
            keyword: 'pattern',
            params: { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' },
          },
        ];
        return false;
      }
    } else {
      validate32.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'string' } },
      ];
      return false;
    }
  }
  validate32.errors = vErrors;
  return errors === 0;
}
function validate31(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.date === undefined && (missing0 = 'date')) {
        validate31.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.date !== undefined) {
          if (
            !validate32(data.date, {
              instancePath: instancePath + '/date',
              parentData: data,
              parentDataProperty: 'date',
              rootData,
            })
          ) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
      }
    } else {
      validate31.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate31.errors = vErrors;
  return errors === 0;
}
const schema15 = { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } };
function validate35(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.amount === undefined && (missing0 = 'amount')) {
        validate35.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.amount !== undefined) {
          let data0 = data.amount;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate35.errors = [
              {
                instancePath: instancePath + '/amount',
                schemaPath: '#/properties/amount/type',
                keyword: 'type',
                params: { type: 'integer' },
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate35.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate35.errors = vErrors;
  return errors === 0;
}
const schema16 = { type: 'string', enum: ['just_cancel', 'transfer', 'new_card'] };
function validate38(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== 'string') {
    validate38.errors = [{ instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'string' } }];
    return false;
  }
  if (!(data === 'just_cancel' || data === 'transfer' || data === 'new_card')) {
    validate38.errors = [
      { instancePath, schemaPath: '#/enum', keyword: 'enum', params: { allowedValues: schema16.enum } },
    ];
    return false;
  }
  validate38.errors = vErrors;
  return errors === 0;
}
const schema17 = {
  type: 'object',
  required: ['display', 'startingDate', 'feeValue'],
  properties: {
    display: { type: 'string', enum: ['NOTIFICATION', 'WARNING'] },
    startingDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    feeValue: { $ref: 'components#/$defs/Amount' },
  },
};
function validate40(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.display === undefined && (missing0 = 'display')) ||
        (data.startingDate === undefined && (missing0 = 'startingDate')) ||
        (data.feeValue === undefined && (missing0 = 'feeValue'))
      ) {
        validate40.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.display !== undefined) {
          let data0 = data.display;
          const _errs1 = errors;
          if (typeof data0 !== 'string') {
            validate40.errors = [
              {
                instancePath: instancePath + '/display',
                schemaPath: '#/properties/display/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          if (!(data0 === 'NOTIFICATION' || data0 === 'WARNING')) {
            validate40.errors = [
              {
                instancePath: instancePath + '/display',
                schemaPath: '#/properties/display/enum',
                keyword: 'enum',
                params: { allowedValues: schema17.properties.display.enum },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.startingDate !== undefined) {
            let data1 = data.startingDate;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data1 === 'string') {
                if (!pattern0.test(data1)) {
                  validate40.errors = [
                    {
                      instancePath: instancePath + '/startingDate',
                      schemaPath: '#/properties/startingDate/pattern',
                      keyword: 'pattern',
                      params: { pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
                    },
                  ];
                  return false;
                }
              } else {
                validate40.errors = [
                  {
                    instancePath: instancePath + '/startingDate',
                    schemaPath: '#/properties/startingDate/type',
                    keyword: 'type',
                    params: { type: 'string' },
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.feeValue !== undefined) {
              const _errs5 = errors;
              if (
                !validate35(data.feeValue, {
                  instancePath: instancePath + '/feeValue',
                  parentData: data,
                  parentDataProperty: 'feeValue',
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                errors = vErrors.length;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate40.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate40.errors = vErrors;
  return errors === 0;
}
function validate28(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.cardId === undefined && (missing0 = 'cardId')) ||
        (data.numberToken === undefined && (missing0 = 'numberToken')) ||
        (data.cvvToken === undefined && (missing0 = 'cvvToken')) ||
        (data.expireDate === undefined && (missing0 = 'expireDate')) ||
        (data.cardNumberLastFour === undefined && (missing0 = 'cardNumberLastFour')) ||
        (data.state === undefined && (missing0 = 'state')) ||
        (data.isBlocked === undefined && (missing0 = 'isBlocked')) ||
        (data.isCancelled === undefined && (missing0 = 'isCancelled')) ||
        (data.createdAt === undefined && (missing0 = 'createdAt')) ||
        (data.actualBalance === undefined && (missing0 = 'actualBalance')) ||
        (data.availableBalance === undefined && (missing0 = 'availableBalance')) ||
        (data.cancelOptions === undefined && (missing0 = 'cancelOptions')) ||
        (data.inactivityFeeData === undefined && (missing0 = 'inactivityFeeData'))
      ) {
        validate28.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs1 = errors;
          if (typeof data.id !== 'string') {
            validate28.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.cardId !== undefined) {
            const _errs3 = errors;
            if (typeof data.cardId !== 'string') {
              validate28.errors = [
                {
                  instancePath: instancePath + '/cardId',
                  schemaPath: '#/properties/cardId/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.numberToken !== undefined) {
              const _errs5 = errors;
              if (typeof data.numberToken !== 'string') {
                validate28.errors = [
                  {
                    instancePath: instancePath + '/numberToken',
                    schemaPath: '#/properties/numberToken/type',
                    keyword: 'type',
                    params: { type: 'string' },
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.cvvToken !== undefined) {
                const _errs7 = errors;
                if (typeof data.cvvToken !== 'string') {
                  validate28.errors = [
                    {
                      instancePath: instancePath + '/cvvToken',
                      schemaPath: '#/properties/cvvToken/type',
                      keyword: 'type',
                      params: { type: 'string' },
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.expireDate !== undefined) {
                  let data4 = data.expireDate;
                  const _errs9 = errors;
                  if (errors === _errs9) {
                    if (typeof data4 === 'string') {
                      if (!pattern1.test(data4)) {
                        validate28.errors = [
                          {
                            instancePath: instancePath + '/expireDate',
                            schemaPath: '#/properties/expireDate/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^(0[1-9]|1[0-2])\\d{2}$' },
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate28.errors = [
                        {
                          instancePath: instancePath + '/expireDate',
                          schemaPath: '#/properties/expireDate/type',
                          keyword: 'type',
                          params: { type: 'string' },
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.cardNumberLastFour !== undefined) {
                    let data5 = data.cardNumberLastFour;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (typeof data5 === 'string') {
                        if (!pattern2.test(data5)) {
                          validate28.errors = [
                            {
                              instancePath: instancePath + '/cardNumberLastFour',
                              schemaPath: '#/properties/cardNumberLastFour/pattern',
                              keyword: 'pattern',
                              params: { pattern: '^\\d{4}$' },
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate28.errors = [
                          {
                            instancePath: instancePath + '/cardNumberLastFour',
                            schemaPath: '#/properties/cardNumberLastFour/type',
                            keyword: 'type',
                            params: { type: 'string' },
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.state !== undefined) {
                      const _errs13 = errors;
                      if (
                        !validate29(data.state, {
                          instancePath: instancePath + '/state',
                          parentData: data,
                          parentDataProperty: 'state',
                          rootData,
                        })
                      ) {
                        vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.isBlocked !== undefined) {
                        const _errs14 = errors;
                        if (typeof data.isBlocked !== 'boolean') {
                          validate28.errors = [
                            {
                              instancePath: instancePath + '/isBlocked',
                              schemaPath: '#/properties/isBlocked/type',
                              keyword: 'type',
                              params: { type: 'boolean' },
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs14 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.isCancelled !== undefined) {
                          const _errs16 = errors;
                          if (typeof data.isCancelled !== 'boolean') {
                            validate28.errors = [
                              {
                                instancePath: instancePath + '/isCancelled',
                                schemaPath: '#/properties/isCancelled/type',
                                keyword: 'type',
                                params: { type: 'boolean' },
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs16 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.createdAt !== undefined) {
                            const _errs18 = errors;
                            if (
                              !validate31(data.createdAt, {
                                instancePath: instancePath + '/createdAt',
                                parentData: data,
                                parentDataProperty: 'createdAt',
                                rootData,
                              })
                            ) {
                              vErrors =
                                vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
                              errors = vErrors.length;
                            }
                            var valid0 = _errs18 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.actualBalance !== undefined) {
                              const _errs19 = errors;
                              if (
                                !validate35(data.actualBalance, {
                                  instancePath: instancePath + '/actualBalance',
                                  parentData: data,
                                  parentDataProperty: 'actualBalance',
                                  rootData,
                                })
                              ) {
                                vErrors =
                                  vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                                errors = vErrors.length;
                              }
                              var valid0 = _errs19 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.availableBalance !== undefined) {
                                const _errs20 = errors;
                                if (
                                  !validate35(data.availableBalance, {
                                    instancePath: instancePath + '/availableBalance',
                                    parentData: data,
                                    parentDataProperty: 'availableBalance',
                                    rootData,
                                  })
                                ) {
                                  vErrors =
                                    vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                                  errors = vErrors.length;
                                }
                                var valid0 = _errs20 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.cancelOptions !== undefined) {
                                  let data12 = data.cancelOptions;
                                  const _errs21 = errors;
                                  if (errors === _errs21) {
                                    if (Array.isArray(data12)) {
                                      var valid1 = true;
                                      const len0 = data12.length;
                                      for (let i0 = 0; i0 < len0; i0++) {
                                        const _errs23 = errors;
                                        if (
                                          !validate38(data12[i0], {
                                            instancePath: instancePath + '/cancelOptions/' + i0,
                                            parentData: data12,
                                            parentDataProperty: i0,
                                            rootData,
                                          })
                                        ) {
                                          vErrors =
                                            vErrors === null
                                              ? validate38.errors
                                              : vErrors.concat(validate38.errors);
                                          errors = vErrors.length;
                                        }
                                        var valid1 = _errs23 === errors;
                                        if (!valid1) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate28.errors = [
                                        {
                                          instancePath: instancePath + '/cancelOptions',
                                          schemaPath: '#/properties/cancelOptions/type',
                                          keyword: 'type',
                                          params: { type: 'array' },
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs21 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.inactivityFeeData !== undefined) {
                                    let data14 = data.inactivityFeeData;
                                    const _errs24 = errors;
                                    const _errs25 = errors;
                                    let valid2 = false;
                                    let passing0 = null;
                                    const _errs26 = errors;
                                    if (
                                      !validate40(data14, {
                                        instancePath: instancePath + '/inactivityFeeData',
                                        parentData: data,
                                        parentDataProperty: 'inactivityFeeData',
                                        rootData,
                                      })
                                    ) {
                                      vErrors =
                                        vErrors === null
                                          ? validate40.errors
                                          : vErrors.concat(validate40.errors);
                                      errors = vErrors.length;
                                    }
                                    var _valid0 = _errs26 === errors;
                                    if (_valid0) {
                                      valid2 = true;
                                      passing0 = 0;
                                    }
                                    const _errs27 = errors;
                                    if (data14 !== null) {
                                      const err0 = {
                                        instancePath: instancePath + '/inactivityFeeData',
                                        schemaPath: '#/properties/inactivityFeeData/oneOf/1/type',
                                        keyword: 'type',
                                        params: { type: 'null' },
                                      };
                                      if (vErrors === null) {
                                        vErrors = [err0];
                                      } else {
                                        vErrors.push(err0);
                                      }
                                      errors++;
                                    }
                                    var _valid0 = _errs27 === errors;
                                    if (_valid0 && valid2) {
                                      valid2 = false;
                                      passing0 = [passing0, 1];
                                    } else {
                                      if (_valid0) {
                                        valid2 = true;
                                        passing0 = 1;
                                      }
                                    }
                                    if (!valid2) {
                                      const err1 = {
                                        instancePath: instancePath + '/inactivityFeeData',
                                        schemaPath: '#/properties/inactivityFeeData/oneOf',
                                        keyword: 'oneOf',
                                        params: { passingSchemas: passing0 },
                                      };
                                      if (vErrors === null) {
                                        vErrors = [err1];
                                      } else {
                                        vErrors.push(err1);
                                      }
                                      errors++;
                                      validate28.errors = vErrors;
                                      return false;
                                    } else {
                                      errors = _errs25;
                                      if (vErrors !== null) {
                                        if (_errs25) {
                                          vErrors.length = _errs25;
                                        } else {
                                          vErrors = null;
                                        }
                                      }
                                    }
                                    var valid0 = _errs24 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate28.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate28.errors = vErrors;
  return errors === 0;
}
const schema18 = { type: ['string', 'null'] };
function validate45(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== 'string' && data !== null) {
    validate45.errors = [
      { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: schema18.type } },
    ];
    return false;
  }
  validate45.errors = vErrors;
  return errors === 0;
}
function validate23(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.email === undefined && (missing0 = 'email')) ||
        (data.countryCode === undefined && (missing0 = 'countryCode')) ||
        (data.number === undefined && (missing0 = 'number')) ||
        (data.name === undefined && (missing0 = 'name')) ||
        (data.surname === undefined && (missing0 = 'surname')) ||
        (data.dateOfBirth === undefined && (missing0 = 'dateOfBirth')) ||
        (data.addressLine1 === undefined && (missing0 = 'addressLine1')) ||
        (data.addressLine2 === undefined && (missing0 = 'addressLine2')) ||
        (data.city === undefined && (missing0 = 'city')) ||
        (data.state === undefined && (missing0 = 'state')) ||
        (data.postCode === undefined && (missing0 = 'postCode')) ||
        (data.country === undefined && (missing0 = 'country')) ||
        (data.occupation === undefined && (missing0 = 'occupation')) ||
        (data.sourceOfFunds === undefined && (missing0 = 'sourceOfFunds')) ||
        (data.sourceOfFundsOther === undefined && (missing0 = 'sourceOfFundsOther')) ||
        (data.nationality === undefined && (missing0 = 'nationality')) ||
        (data.isEmailVerified === undefined && (missing0 = 'isEmailVerified')) ||
        (data.isMobileVerified === undefined && (missing0 = 'isMobileVerified')) ||
        (data.isFullyKnown === undefined && (missing0 = 'isFullyKnown')) ||
        (data.kycLevel === undefined && (missing0 = 'kycLevel')) ||
        (data.cards === undefined && (missing0 = 'cards')) ||
        (data.isCardLimitReached === undefined && (missing0 = 'isCardLimitReached')) ||
        (data.maxAllowedAmount === undefined && (missing0 = 'maxAllowedAmount')) ||
        (data.tokenExpires === undefined && (missing0 = 'tokenExpires')) ||
        (data.allowVerificationEmailAfter === undefined && (missing0 = 'allowVerificationEmailAfter')) ||
        (data.allowVerificationSmsAfter === undefined && (missing0 = 'allowVerificationSmsAfter'))
      ) {
        validate23.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs1 = errors;
          if (typeof data.id !== 'string') {
            validate23.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.email !== undefined) {
            const _errs3 = errors;
            if (typeof data.email !== 'string') {
              validate23.errors = [
                {
                  instancePath: instancePath + '/email',
                  schemaPath: '#/properties/email/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.countryCode !== undefined) {
              const _errs5 = errors;
              if (typeof data.countryCode !== 'string') {
                validate23.errors = [
                  {
                    instancePath: instancePath + '/countryCode',
                    schemaPath: '#/properties/countryCode/type',
                    keyword: 'type',
                    params: { type: 'string' },
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.number !== undefined) {
                const _errs7 = errors;
                if (typeof data.number !== 'string') {
                  validate23.errors = [
                    {
                      instancePath: instancePath + '/number',
                      schemaPath: '#/properties/number/type',
                      keyword: 'type',
                      params: { type: 'string' },
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.name !== undefined) {
                  let data4 = data.name;
                  const _errs9 = errors;
                  if (typeof data4 !== 'string' && data4 !== null) {
                    validate23.errors = [
                      {
                        instancePath: instancePath + '/name',
                        schemaPath: '#/properties/name/type',
                        keyword: 'type',
                        params: { type: schema8.properties.name.type },
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.surname !== undefined) {
                    let data5 = data.surname;
                    const _errs11 = errors;
                    if (typeof data5 !== 'string' && data5 !== null) {
                      validate23.errors = [
                        {
                          instancePath: instancePath + '/surname',
                          schemaPath: '#/properties/surname/type',
                          keyword: 'type',
                          params: { type: schema8.properties.surname.type },
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.dateOfBirth !== undefined) {
                      let data6 = data.dateOfBirth;
                      const _errs13 = errors;
                      if (typeof data6 !== 'string' && data6 !== null) {
                        validate23.errors = [
                          {
                            instancePath: instancePath + '/dateOfBirth',
                            schemaPath: '#/properties/dateOfBirth/type',
                            keyword: 'type',
                            params: { type: schema8.properties.dateOfBirth.type },
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs13) {
                        if (typeof data6 === 'string') {
                          if (!pattern0.test(data6)) {
                            validate23.errors = [
                              {
                                instancePath: instancePath + '/dateOfBirth',
                                schemaPath: '#/properties/dateOfBirth/pattern',
                                keyword: 'pattern',
                                params: { pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
                              },
                            ];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.addressLine1 !== undefined) {
                        let data7 = data.addressLine1;
                        const _errs15 = errors;
                        if (typeof data7 !== 'string' && data7 !== null) {
                          validate23.errors = [
                            {
                              instancePath: instancePath + '/addressLine1',
                              schemaPath: '#/properties/addressLine1/type',
                              keyword: 'type',
                              params: { type: schema8.properties.addressLine1.type },
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.addressLine2 !== undefined) {
                          let data8 = data.addressLine2;
                          const _errs17 = errors;
                          if (typeof data8 !== 'string' && data8 !== null) {
                            validate23.errors = [
                              {
                                instancePath: instancePath + '/addressLine2',
                                schemaPath: '#/properties/addressLine2/type',
                                keyword: 'type',
                                params: { type: schema8.properties.addressLine2.type },
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs17 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.city !== undefined) {
                            let data9 = data.city;
                            const _errs19 = errors;
                            if (typeof data9 !== 'string' && data9 !== null) {
                              validate23.errors = [
                                {
                                  instancePath: instancePath + '/city',
                                  schemaPath: '#/properties/city/type',
                                  keyword: 'type',
                                  params: { type: schema8.properties.city.type },
                                },
                              ];
                              return false;
                            }
                            var valid0 = _errs19 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.state !== undefined) {
                              let data10 = data.state;
                              const _errs21 = errors;
                              if (typeof data10 !== 'string' && data10 !== null) {
                                validate23.errors = [
                                  {
                                    instancePath: instancePath + '/state',
                                    schemaPath: '#/properties/state/type',
                                    keyword: 'type',
                                    params: { type: schema8.properties.state.type },
                                  },
                                ];
                                return false;
                              }
                              var valid0 = _errs21 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.postCode !== undefined) {
                                let data11 = data.postCode;
                                const _errs23 = errors;
                                if (typeof data11 !== 'string' && data11 !== null) {
                                  validate23.errors = [
                                    {
                                      instancePath: instancePath + '/postCode',
                                      schemaPath: '#/properties/postCode/type',
                                      keyword: 'type',
                                      params: { type: schema8.properties.postCode.type },
                                    },
                                  ];
                                  return false;
                                }
                                var valid0 = _errs23 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.country !== undefined) {
                                  let data12 = data.country;
                                  const _errs25 = errors;
                                  if (typeof data12 !== 'string' && data12 !== null) {
                                    validate23.errors = [
                                      {
                                        instancePath: instancePath + '/country',
                                        schemaPath: '#/properties/country/type',
                                        keyword: 'type',
                                        params: { type: schema8.properties.country.type },
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid0 = _errs25 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.occupation !== undefined) {
                                    let data13 = data.occupation;
                                    const _errs27 = errors;
                                    const _errs28 = errors;
                                    let valid1 = false;
                                    let passing0 = null;
                                    const _errs29 = errors;
                                    if (
                                      !validate24(data13, {
                                        instancePath: instancePath + '/occupation',
                                        parentData: data,
                                        parentDataProperty: 'occupation',
                                        rootData,
                                      })
                                    ) {
                                      vErrors =
                                        vErrors === null
                                          ? validate24.errors
                                          : vErrors.concat(validate24.errors);
                                      errors = vErrors.length;
                                    }
                                    var _valid0 = _errs29 === errors;
                                    if (_valid0) {
                                      valid1 = true;
                                      passing0 = 0;
                                    }
                                    const _errs30 = errors;
                                    if (data13 !== null) {
                                      const err0 = {
                                        instancePath: instancePath + '/occupation',
                                        schemaPath: '#/properties/occupation/oneOf/1/type',
                                        keyword: 'type',
                                        params: { type: 'null' },
                                      };
                                      if (vErrors === null) {
                                        vErrors = [err0];
                                      } else {
                                        vErrors.push(err0);
                                      }
                                      errors++;
                                    }
                                    var _valid0 = _errs30 === errors;
                                    if (_valid0 && valid1) {
                                      valid1 = false;
                                      passing0 = [passing0, 1];
                                    } else {
                                      if (_valid0) {
                                        valid1 = true;
                                        passing0 = 1;
                                      }
                                    }
                                    if (!valid1) {
                                      const err1 = {
                                        instancePath: instancePath + '/occupation',
                                        schemaPath: '#/properties/occupation/oneOf',
                                        keyword: 'oneOf',
                                        params: { passingSchemas: passing0 },
                                      };
                                      if (vErrors === null) {
                                        vErrors = [err1];
                                      } else {
                                        vErrors.push(err1);
                                      }
                                      errors++;
                                      validate23.errors = vErrors;
                                      return false;
                                    } else {
                                      errors = _errs28;
                                      if (vErrors !== null) {
                                        if (_errs28) {
                                          vErrors.length = _errs28;
                                        } else {
                                          vErrors = null;
                                        }
                                      }
                                    }
                                    var valid0 = _errs27 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.sourceOfFunds !== undefined) {
                                      let data14 = data.sourceOfFunds;
                                      const _errs32 = errors;
                                      const _errs33 = errors;
                                      let valid2 = false;
                                      let passing1 = null;
                                      const _errs34 = errors;
                                      if (
                                        !validate26(data14, {
                                          instancePath: instancePath + '/sourceOfFunds',
                                          parentData: data,
                                          parentDataProperty: 'sourceOfFunds',
                                          rootData,
                                        })
                                      ) {
                                        vErrors =
                                          vErrors === null
                                            ? validate26.errors
                                            : vErrors.concat(validate26.errors);
                                        errors = vErrors.length;
                                      }
                                      var _valid1 = _errs34 === errors;
                                      if (_valid1) {
                                        valid2 = true;
                                        passing1 = 0;
                                      }
                                      const _errs35 = errors;
                                      if (data14 !== null) {
                                        const err2 = {
                                          instancePath: instancePath + '/sourceOfFunds',
                                          schemaPath: '#/properties/sourceOfFunds/oneOf/1/type',
                                          keyword: 'type',
                                          params: { type: 'null' },
                                        };
                                        if (vErrors === null) {
                                          vErrors = [err2];
                                        } else {
                                          vErrors.push(err2);
                                        }
                                        errors++;
                                      }
                                      var _valid1 = _errs35 === errors;
                                      if (_valid1 && valid2) {
                                        valid2 = false;
                                        passing1 = [passing1, 1];
                                      } else {
                                        if (_valid1) {
                                          valid2 = true;
                                          passing1 = 1;
                                        }
                                      }
                                      if (!valid2) {
                                        const err3 = {
                                          instancePath: instancePath + '/sourceOfFunds',
                                          schemaPath: '#/properties/sourceOfFunds/oneOf',
                                          keyword: 'oneOf',
                                          params: { passingSchemas: passing1 },
                                        };
                                        if (vErrors === null) {
                                          vErrors = [err3];
                                        } else {
                                          vErrors.push(err3);
                                        }
                                        errors++;
                                        validate23.errors = vErrors;
                                        return false;
                                      } else {
                                        errors = _errs33;
                                        if (vErrors !== null) {
                                          if (_errs33) {
                                            vErrors.length = _errs33;
                                          } else {
                                            vErrors = null;
                                          }
                                        }
                                      }
                                      var valid0 = _errs32 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.sourceOfFundsOther !== undefined) {
                                        let data15 = data.sourceOfFundsOther;
                                        const _errs37 = errors;
                                        if (typeof data15 !== 'string' && data15 !== null) {
                                          validate23.errors = [
                                            {
                                              instancePath: instancePath + '/sourceOfFundsOther',
                                              schemaPath: '#/properties/sourceOfFundsOther/type',
                                              keyword: 'type',
                                              params: { type: schema8.properties.sourceOfFundsOther.type },
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid0 = _errs37 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.nationality !== undefined) {
                                          let data16 = data.nationality;
                                          const _errs39 = errors;
                                          if (typeof data16 !== 'string' && data16 !== null) {
                                            validate23.errors = [
                                              {
                                                instancePath: instancePath + '/nationality',
                                                schemaPath: '#/properties/nationality/type',
                                                keyword: 'type',
                                                params: { type: schema8.properties.nationality.type },
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid0 = _errs39 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.isEmailVerified !== undefined) {
                                            const _errs41 = errors;
                                            if (typeof data.isEmailVerified !== 'boolean') {
                                              validate23.errors = [
                                                {
                                                  instancePath: instancePath + '/isEmailVerified',
                                                  schemaPath: '#/properties/isEmailVerified/type',
                                                  keyword: 'type',
                                                  params: { type: 'boolean' },
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid0 = _errs41 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.isMobileVerified !== undefined) {
                                              const _errs43 = errors;
                                              if (typeof data.isMobileVerified !== 'boolean') {
                                                validate23.errors = [
                                                  {
                                                    instancePath: instancePath + '/isMobileVerified',
                                                    schemaPath: '#/properties/isMobileVerified/type',
                                                    keyword: 'type',
                                                    params: { type: 'boolean' },
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid0 = _errs43 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.isFullyKnown !== undefined) {
                                                const _errs45 = errors;
                                                if (typeof data.isFullyKnown !== 'boolean') {
                                                  validate23.errors = [
                                                    {
                                                      instancePath: instancePath + '/isFullyKnown',
                                                      schemaPath: '#/properties/isFullyKnown/type',
                                                      keyword: 'type',
                                                      params: { type: 'boolean' },
                                                    },
                                                  ];
                                                  return false;
                                                }
                                                var valid0 = _errs45 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                              if (valid0) {
                                                if (data.kycLevel !== undefined) {
                                                  let data20 = data.kycLevel;
                                                  const _errs47 = errors;
                                                  if (!(
                                                    typeof data20 == 'number' &&
                                                    !(data20 % 1) &&
                                                    !isNaN(data20) &&
                                                    isFinite(data20)
                                                  )) {
                                                    validate23.errors = [
                                                      {
                                                        instancePath: instancePath + '/kycLevel',
                                                        schemaPath: '#/properties/kycLevel/type',
                                                        keyword: 'type',
                                                        params: { type: 'integer' },
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  if (!(data20 === 0 || data20 === 1 || data20 === 2)) {
                                                    validate23.errors = [
                                                      {
                                                        instancePath: instancePath + '/kycLevel',
                                                        schemaPath: '#/properties/kycLevel/enum',
                                                        keyword: 'enum',
                                                        params: {
                                                          allowedValues: schema8.properties.kycLevel.enum,
                                                        },
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid0 = _errs47 === errors;
                                                } else {
                                                  var valid0 = true;
                                                }
                                                if (valid0) {
                                                  if (data.cards !== undefined) {
                                                    let data21 = data.cards;
                                                    const _errs49 = errors;
                                                    if (errors === _errs49) {
                                                      if (Array.isArray(data21)) {
                                                        var valid3 = true;
                                                        const len0 = data21.length;
                                                        for (let i0 = 0; i0 < len0; i0++) {
                                                          const _errs51 = errors;
                                                          if (
                                                            !validate28(data21[i0], {
                                                              instancePath: instancePath + '/cards/' + i0,
                                                              parentData: data21,
                                                              parentDataProperty: i0,
                                                              rootData,
                                                            })
                                                          ) {
                                                            vErrors =
                                                              vErrors === null
                                                                ? validate28.errors
                                                                : vErrors.concat(validate28.errors);
                                                            errors = vErrors.length;
                                                          }
                                                          var valid3 = _errs51 === errors;
                                                          if (!valid3) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate23.errors = [
                                                          {
                                                            instancePath: instancePath + '/cards',
                                                            schemaPath: '#/properties/cards/type',
                                                            keyword: 'type',
                                                            params: { type: 'array' },
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                    }
                                                    var valid0 = _errs49 === errors;
                                                  } else {
                                                    var valid0 = true;
                                                  }
                                                  if (valid0) {
                                                    if (data.isCardLimitReached !== undefined) {
                                                      const _errs52 = errors;
                                                      if (typeof data.isCardLimitReached !== 'boolean') {
                                                        validate23.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/isCardLimitReached',
                                                            schemaPath:
                                                              '#/properties/isCardLimitReached/type',
                                                            keyword: 'type',
                                                            params: { type: 'boolean' },
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                      var valid0 = _errs52 === errors;
                                                    } else {
                                                      var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                      if (data.maxAllowedAmount !== undefined) {
                                                        let data24 = data.maxAllowedAmount;
                                                        const _errs54 = errors;
                                                        const _errs55 = errors;
                                                        let valid4 = false;
                                                        let passing2 = null;
                                                        const _errs56 = errors;
                                                        if (
                                                          !validate35(data24, {
                                                            instancePath: instancePath + '/maxAllowedAmount',
                                                            parentData: data,
                                                            parentDataProperty: 'maxAllowedAmount',
                                                            rootData,
                                                          })
                                                        ) {
                                                          vErrors =
                                                            vErrors === null
                                                              ? validate35.errors
                                                              : vErrors.concat(validate35.errors);
                                                          errors = vErrors.length;
                                                        }
                                                        var _valid2 = _errs56 === errors;
                                                        if (_valid2) {
                                                          valid4 = true;
                                                          passing2 = 0;
                                                        }
                                                        const _errs57 = errors;
                                                        if (data24 !== null) {
                                                          const err4 = {
                                                            instancePath: instancePath + '/maxAllowedAmount',
                                                            schemaPath:
                                                              '#/properties/maxAllowedAmount/oneOf/1/type',
                                                            keyword: 'type',
                                                            params: { type: 'null' },
                                                          };
                                                          if (vErrors === null) {
                                                            vErrors = [err4];
                                                          } else {
                                                            vErrors.push(err4);
                                                          }
                                                          errors++;
                                                        }
                                                        var _valid2 = _errs57 === errors;
                                                        if (_valid2 && valid4) {
                                                          valid4 = false;
                                                          passing2 = [passing2, 1];
                                                        } else {
                                                          if (_valid2) {
                                                            valid4 = true;
                                                            passing2 = 1;
                                                          }
                                                        }
                                                        if (!valid4) {
                                                          const err5 = {
                                                            instancePath: instancePath + '/maxAllowedAmount',
                                                            schemaPath: '#/properties/maxAllowedAmount/oneOf',
                                                            keyword: 'oneOf',
                                                            params: { passingSchemas: passing2 },
                                                          };
                                                          if (vErrors === null) {
                                                            vErrors = [err5];
                                                          } else {
                                                            vErrors.push(err5);
                                                          }
                                                          errors++;
                                                          validate23.errors = vErrors;
                                                          return false;
                                                        } else {
                                                          errors = _errs55;
                                                          if (vErrors !== null) {
                                                            if (_errs55) {
                                                              vErrors.length = _errs55;
                                                            } else {
                                                              vErrors = null;
                                                            }
                                                          }
                                                        }
                                                        var valid0 = _errs54 === errors;
                                                      } else {
                                                        var valid0 = true;
                                                      }
                                                      if (valid0) {
                                                        if (data.tokenExpires !== undefined) {
                                                          const _errs59 = errors;
                                                          if (
                                                            !validate45(data.tokenExpires, {
                                                              instancePath: instancePath + '/tokenExpires',
                                                              parentData: data,
                                                              parentDataProperty: 'tokenExpires',
                                                              rootData,
                                                            })
                                                          ) {
                                                            vErrors =
                                                              vErrors === null
                                                                ? validate45.errors
                                                                : vErrors.concat(validate45.errors);
                                                            errors = vErrors.length;
                                                          }
                                                          var valid0 = _errs59 === errors;
                                                        } else {
                                                          var valid0 = true;
                                                        }
                                                        if (valid0) {
                                                          if (
                                                            data.allowVerificationEmailAfter !== undefined
                                                          ) {
                                                            const _errs60 = errors;
                                                            if (
                                                              !validate45(data.allowVerificationEmailAfter, {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/allowVerificationEmailAfter',
                                                                parentData: data,
                                                                parentDataProperty:
                                                                  'allowVerificationEmailAfter',
                                                                rootData,
                                                              })
                                                            ) {
                                                              vErrors =
                                                                vErrors === null
                                                                  ? validate45.errors
                                                                  : vErrors.concat(validate45.errors);
                                                              errors = vErrors.length;
                                                            }
                                                            var valid0 = _errs60 === errors;
                                                          } else {
                                                            var valid0 = true;
                                                          }
                                                          if (valid0) {
                                                            if (
                                                              data.allowVerificationSmsAfter !== undefined
                                                            ) {
                                                              const _errs61 = errors;
                                                              if (
                                                                !validate45(data.allowVerificationSmsAfter, {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/allowVerificationSmsAfter',
                                                                  parentData: data,
                                                                  parentDataProperty:
                                                                    'allowVerificationSmsAfter',
                                                                  rootData,
                                                                })
                                                              ) {
                                                                vErrors =
                                                                  vErrors === null
                                                                    ? validate45.errors
                                                                    : vErrors.concat(validate45.errors);
                                                                errors = vErrors.length;
                                                              }
                                                              var valid0 = _errs61 === errors;
                                                            } else {
                                                              var valid0 = true;
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate23.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate23.errors = vErrors;
  return errors === 0;
}
function validate22(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.consumer === undefined && (missing0 = 'consumer')) ||
        (data.token === undefined && (missing0 = 'token'))
      ) {
        validate22.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.consumer !== undefined) {
          const _errs1 = errors;
          if (
            !validate23(data.consumer, {
              instancePath: instancePath + '/consumer',
              parentData: data,
              parentDataProperty: 'consumer',
              rootData,
            })
          ) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.token !== undefined) {
            const _errs2 = errors;
            if (typeof data.token !== 'string') {
              validate22.errors = [
                {
                  instancePath: instancePath + '/token',
                  schemaPath: '#/properties/token/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate22.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate22.errors = vErrors;
  return errors === 0;
}
export const ConsumerAnswer = validate50;
const schema19 = {
  type: 'object',
  required: ['consumer'],
  properties: { consumer: { $ref: 'components#/$defs/Consumer' } },
};
function validate50(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.consumer === undefined && (missing0 = 'consumer')) {
        validate50.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.consumer !== undefined) {
          if (
            !validate23(data.consumer, {
              instancePath: instancePath + '/consumer',
              parentData: data,
              parentDataProperty: 'consumer',
              rootData,
            })
          ) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
      }
    } else {
      validate50.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate50.errors = vErrors;
  return errors === 0;
}
export const ContactUpdateAnswer = validate52;
const schema20 = {
  type: 'object',
  required: ['consumer'],
  properties: {
    consumer: { $ref: 'components#/$defs/Consumer' },
    token: { type: ['string', 'null'] },
    allowVerificationEmailAfter: { $ref: 'components#/$defs/NullableTimestamp' },
  },
};
function validate52(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.consumer === undefined && (missing0 = 'consumer')) {
        validate52.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.consumer !== undefined) {
          const _errs1 = errors;
          if (
            !validate23(data.consumer, {
              instancePath: instancePath + '/consumer',
              parentData: data,
              parentDataProperty: 'consumer',
              rootData,
            })
          ) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.token !== undefined) {
            let data1 = data.token;
            const _errs2 = errors;
            if (typeof data1 !== 'string' && data1 !== null) {
              validate52.errors = [
                {
                  instancePath: instancePath + '/token',
                  schemaPath: '#/properties/token/type',
                  keyword: 'type',
                  params: { type: schema20.properties.token.type },
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.allowVerificationEmailAfter !== undefined) {
              const _errs4 = errors;
              if (
                !validate45(data.allowVerificationEmailAfter, {
                  instancePath: instancePath + '/allowVerificationEmailAfter',
                  parentData: data,
                  parentDataProperty: 'allowVerificationEmailAfter',
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
                errors = vErrors.length;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate52.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate52.errors = vErrors;
  return errors === 0;
}
export const SendResult = validate55;
const schema21 = {
  type: 'object',
  required: ['timeLeftForRetry'],
  properties: { timeLeftForRetry: { type: 'integer', minimum: 0 } },
};
function validate55(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.timeLeftForRetry === undefined && (missing0 = 'timeLeftForRetry')) {
        validate55.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.timeLeftForRetry !== undefined) {
          let data0 = data.timeLeftForRetry;
          const _errs1 = errors;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate55.errors = [
              {
                instancePath: instancePath + '/timeLeftForRetry',
                schemaPath: '#/properties/timeLeftForRetry/type',
                keyword: 'type',
                params: { type: 'integer' },
              },
            ];
            return false;
          }
          if (errors === _errs1) {
            if (typeof data0 == 'number' && isFinite(data0)) {
              if (data0 < 0 || isNaN(data0)) {
                validate55.errors = [
                  {
                    instancePath: instancePath + '/timeLeftForRetry',
                    schemaPath: '#/properties/timeLeftForRetry/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                  },
                ];
                return false;
              }
            }
          }
        }
      }
    } else {
      validate55.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate55.errors = vErrors;
  return errors === 0;
}
export const Verified = validate56;
const schema22 = { type: 'object', required: ['verified'], properties: { verified: { type: 'boolean' } } };
function validate56(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.verified === undefined && (missing0 = 'verified')) {
        validate56.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.verified !== undefined) {
          if (typeof data.verified !== 'boolean') {
            validate56.errors = [
              {
                instancePath: instancePath + '/verified',
                schemaPath: '#/properties/verified/type',
                keyword: 'type',
                params: { type: 'boolean' },
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate56.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate56.errors = vErrors;
  return errors === 0;
}
export const Empty = validate57;
const schema23 = { type: 'object' };
function validate57(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!(data && typeof data == 'object' && !Array.isArray(data))) {
    validate57.errors = [{ instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } }];
    return false;
  }
  validate57.errors = vErrors;
  return errors === 0;
}
export const LoginAnswer = validate58;
const schema24 = {
  type: 'object',
  required: ['token'],
  properties: {
    token: { type: 'string' },
    consumer: { oneOf: [{ $ref: 'components#/$defs/Consumer' }, { type: 'null' }] },
  },
};
function validate58(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.token === undefined && (missing0 = 'token')) {
        validate58.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.token !== undefined) {
          const _errs1 = errors;
          if (typeof data.token !== 'string') {
            validate58.errors = [
              {
                instancePath: instancePath + '/token',
                schemaPath: '#/properties/token/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.consumer !== undefined) {
            let data1 = data.consumer;
            const _errs3 = errors;
            const _errs4 = errors;
            let valid1 = false;
            let passing0 = null;
            const _errs5 = errors;
            if (
              !validate23(data1, {
                instancePath: instancePath + '/consumer',
                parentData: data,
                parentDataProperty: 'consumer',
                rootData,
              })
            ) {
              vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
              errors = vErrors.length;
            }
            var _valid0 = _errs5 === errors;
            if (_valid0) {
              valid1 = true;
              passing0 = 0;
            }
            const _errs6 = errors;
            if (data1 !== null) {
              const err0 = {
                instancePath: instancePath + '/consumer',
                schemaPath: '#/properties/consumer/oneOf/1/type',
                keyword: 'type',
                params: { type: 'null' },
              };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
            var _valid0 = _errs6 === errors;
            if (_valid0 && valid1) {
              valid1 = false;
              passing0 = [passing0, 1];
            } else {
              if (_valid0) {
                valid1 = true;
                passing0 = 1;
              }
            }
            if (!valid1) {
              const err1 = {
                instancePath: instancePath + '/consumer',
                schemaPath: '#/properties/consumer/oneOf',
                keyword: 'oneOf',
                params: { passingSchemas: passing0 },
              };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
              validate58.errors = vErrors;
              return false;
            } else {
              errors = _errs4;
              if (vErrors !== null) {
                if (_errs4) {
                  vErrors.length = _errs4;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate58.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate58.errors = vErrors;
  return errors === 0;
}
export const KycInitiation = validate60;
const schema25 = {
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
  },
};
function validate60(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.data === undefined && (missing0 = 'data')) {
        validate60.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.data !== undefined) {
          let data0 = data.data;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing1;
              if (data0.reference === undefined && (missing1 = 'reference')) {
                validate60.errors = [
                  {
                    instancePath: instancePath + '/data',
                    schemaPath: '#/properties/data/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                  },
                ];
                return false;
              } else {
                if (data0.reference !== undefined) {
                  if (typeof data0.reference !== 'string') {
                    validate60.errors = [
                      {
                        instancePath: instancePath + '/data/reference',
                        schemaPath: '#/properties/data/properties/reference/type',
                        keyword: 'type',
                        params: { type: 'string' },
                      },
                    ];
                    return false;
                  }
                }
              }
            } else {
              validate60.errors = [
                {
                  instancePath: instancePath + '/data',
                  schemaPath: '#/properties/data/type',
                  keyword: 'type',
                  params: { type: 'object' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate60.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate60.errors = vErrors;
  return errors === 0;
}
export const KycStatus = validate61;
const schema26 = {
  type: 'object',
  required: ['isPendingReview', 'isApproved'],
  properties: {
    isPendingReview: { type: 'boolean' },
    isApproved: { type: 'boolean' },
    consumer: { oneOf: [{ $ref: 'components#/$defs/Consumer' }, { type: 'null' }] },
  },
};
function validate61(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.isPendingReview === undefined && (missing0 = 'isPendingReview')) ||
        (data.isApproved === undefined && (missing0 = 'isApproved'))
      ) {
        validate61.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.isPendingReview !== undefined) {
          const _errs1 = errors;
          if (typeof data.isPendingReview !== 'boolean') {
            validate61.errors = [
              {
                instancePath: instancePath + '/isPendingReview',
                schemaPath: '#/properties/isPendingReview/type',
                keyword: 'type',
                params: { type: 'boolean' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.isApproved !== undefined) {
            const _errs3 = errors;
            if (typeof data.isApproved !== 'boolean') {
              validate61.errors = [
                {
                  instancePath: instancePath + '/isApproved',
                  schemaPath: '#/properties/isApproved/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.consumer !== undefined) {
              let data2 = data.consumer;
              const _errs5 = errors;
              const _errs6 = errors;
              let valid1 = false;
              let passing0 = null;
              const _errs7 = errors;
              if (
                !validate23(data2, {
                  instancePath: instancePath + '/consumer',
                  parentData: data,
                  parentDataProperty: 'consumer',
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                errors = vErrors.length;
              }
              var _valid0 = _errs7 === errors;
              if (_valid0) {
                valid1 = true;
                passing0 = 0;
              }
              const _errs8 = errors;
              if (data2 !== null) {
                const err0 = {
                  instancePath: instancePath + '/consumer',
                  schemaPath: '#/properties/consumer/oneOf/1/type',
                  keyword: 'type',
                  params: { type: 'null' },
                };
                if (vErrors === null) {
                  vErrors = [err0];
                } else {
                  vErrors.push(err0);
                }
                errors++;
              }
              var _valid0 = _errs8 === errors;
              if (_valid0 && valid1) {
                valid1 = false;
                passing0 = [passing0, 1];
              } else {
                if (_valid0) {
                  valid1 = true;
                  passing0 = 1;
                }
              }
              if (!valid1) {
                const err1 = {
                  instancePath: instancePath + '/consumer',
                  schemaPath: '#/properties/consumer/oneOf',
                  keyword: 'oneOf',
                  params: { passingSchemas: passing0 },
                };
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
                validate61.errors = vErrors;
                return false;
              } else {
                errors = _errs6;
                if (vErrors !== null) {
                  if (_errs6) {
                    vErrors.length = _errs6;
                  } else {
                    vErrors = null;
                  }
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate61.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate61.errors = vErrors;
  return errors === 0;
}
export const DeclinedTransactionsAnswer = validate63;
const schema27 = {
  type: 'object',
  required: ['declinedTransactions'],
  properties: { declinedTransactions: { type: 'array', items: { $ref: 'components#/$defs/Transaction' } } },
};
const schema28 = {
  type: 'object',
  required: ['id', 'merchant', 'date', 'transactionAmount', 'status'],
  properties: {
    id: { type: 'string' },
    merchant: { type: 'string' },
    date: { $ref: 'components#/$defs/DateTimeText' },
    transactionAmount: { $ref: 'components#/$defs/Amount' },
    status: { $ref: 'components#/$defs/TransactionStatus' },
  },
};
const schema29 = {
  type: 'object',
  required: ['isSettled', 'isDeclined', 'isNotSettled', 'isBlocked'],
  properties: {
    isSettled: { type: 'boolean' },
    isDeclined: { type: 'boolean' },
    isNotSettled: { type: 'boolean' },
    isBlocked: { type: 'boolean' },
  },
};
function validate67(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.isSettled === undefined && (missing0 = 'isSettled')) ||
        (data.isDeclined === undefined && (missing0 = 'isDeclined')) ||
        (data.isNotSettled === undefined && (missing0 = 'isNotSettled')) ||
        (data.isBlocked === undefined && (missing0 = 'isBlocked'))
      ) {
        validate67.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.isSettled !== undefined) {
          const _errs1 = errors;
          if (typeof data.isSettled !== 'boolean') {
            validate67.errors = [
              {
                instancePath: instancePath + '/isSettled',
                schemaPath: '#/properties/isSettled/type',
                keyword: 'type',
                params: { type: 'boolean' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.isDeclined !== undefined) {
            const _errs3 = errors;
            if (typeof data.isDeclined !== 'boolean') {
              validate67.errors = [
                {
                  instancePath: instancePath + '/isDeclined',
                  schemaPath: '#/properties/isDeclined/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.isNotSettled !== undefined) {
              const _errs5 = errors;
              if (typeof data.isNotSettled !== 'boolean') {
                validate67.errors = [
                  {
                    instancePath: instancePath + '/isNotSettled',
                    schemaPath: '#/properties/isNotSettled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.isBlocked !== undefined) {
                const _errs7 = errors;
                if (typeof data.isBlocked !== 'boolean') {
                  validate67.errors = [
                    {
                      instancePath: instancePath + '/isBlocked',
                      schemaPath: '#/properties/isBlocked/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate67.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate67.errors = vErrors;
  return errors === 0;
}
function validate64(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.merchant === undefined && (missing0 = 'merchant')) ||
        (data.date === undefined && (missing0 = 'date')) ||
        (data.transactionAmount === undefined && (missing0 = 'transactionAmount')) ||
        (data.status === undefined && (missing0 = 'status'))
      ) {
        validate64.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs1 = errors;
          if (typeof data.id !== 'string') {
            validate64.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.merchant !== undefined) {
            const _errs3 = errors;
            if (typeof data.merchant !== 'string') {
              validate64.errors = [
                {
                  instancePath: instancePath + '/merchant',
                  schemaPath: '#/properties/merchant/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.date !== undefined) {
              const _errs5 = errors;
              if (
                !validate32(data.date, {
                  instancePath: instancePath + '/date',
                  parentData: data,
                  parentDataProperty: 'date',
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                errors = vErrors.length;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.transactionAmount !== undefined) {
                const _errs6 = errors;
                if (
                  !validate35(data.transactionAmount, {
                    instancePath: instancePath + '/transactionAmount',
                    parentData: data,
                    parentDataProperty: 'transactionAmount',
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.status !== undefined) {
                  const _errs7 = errors;
                  if (
                    !validate67(data.status, {
                      instancePath: instancePath + '/status',
                      parentData: data,
                      parentDataProperty: 'status',
                      rootData,
                    })
                  ) {
                    vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
                    errors = vErrors.length;
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    } else {
      validate64.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate64.errors = vErrors;
  return errors === 0;
}
function validate63(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.declinedTransactions === undefined && (missing0 = 'declinedTransactions')) {
        validate63.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.declinedTransactions !== undefined) {
          let data0 = data.declinedTransactions;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (
                  !validate64(data0[i0], {
                    instancePath: instancePath + '/declinedTransactions/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate63.errors = [
                {
                  instancePath: instancePath + '/declinedTransactions',
                  schemaPath: '#/properties/declinedTransactions/type',
                  keyword: 'type',
                  params: { type: 'array' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate63.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate63.errors = vErrors;
  return errors === 0;
}
export const OrdersAnswer = validate70;
const schema30 = {
  type: 'object',
  required: ['orders'],
  properties: { orders: { type: 'array', items: { $ref: 'components#/$defs/Order' } } },
};
const schema31 = {
  type: 'object',
  required: ['id', 'status', 'clusterStatus', 'amount', 'createdAt', 'orderLines', 'consumer'],
  properties: {
    id: { type: 'string' },
    status: { $ref: 'components#/$defs/OrderStatus' },
    clusterStatus: { $ref: 'components#/$defs/ClusterStatus' },
    amount: { $ref: 'components#/$defs/Amount' },
    createdAt: { $ref: 'components#/$defs/WireDateTime' },
    orderLines: { type: 'array', items: { $ref: 'components#/$defs/OrderLine' } },
    consumer: { oneOf: [{ $ref: 'components#/$defs/Consumer' }, { type: 'null' }] },
  },
};
const schema32 = {
  type: 'string',
  enum: [
    'created',
    'pending_payment',
    'pending_card_creation',
    'investigation',
    'allegations_unsubstantiated',
    'refund_initialized',
    'card_creation_postponed',
    'pending_transfer_of_funds',
    'failed_transfer_of_funds',
    'cancelled',
    'completed',
  ],
};
function validate72(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== 'string') {
    validate72.errors = [{ instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'string' } }];
    return false;
  }
  if (!(
    data === 'created' ||
    data === 'pending_payment' ||
    data === 'pending_card_creation' ||
    data === 'investigation' ||
    data === 'allegations_unsubstantiated' ||
    data === 'refund_initialized' ||
    data === 'card_creation_postponed' ||
    data === 'pending_transfer_of_funds' ||
    data === 'failed_transfer_of_funds' ||
    data === 'cancelled' ||
    data === 'completed'
  )) {
    validate72.errors = [
      { instancePath, schemaPath: '#/enum', keyword: 'enum', params: { allowedValues: schema32.enum } },
    ];
    return false;
  }
  validate72.errors = vErrors;
  return errors === 0;
}
const schema33 = { type: 'string', enum: ['paid', 'unpaid', 'partially_paid', 'blocked', 'suspicious'] };
function validate74(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== 'string') {
    validate74.errors = [{ instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'string' } }];
    return false;
  }
  if (!(
    data === 'paid' ||
    data === 'unpaid' ||
    data === 'partially_paid' ||
    data === 'blocked' ||
    data === 'suspicious'
  )) {
    validate74.errors = [
      { instancePath, schemaPath: '#/enum', keyword: 'enum', params: { allowedValues: schema33.enum } },
    ];
    return false;
  }
  validate74.errors = vErrors;
  return errors === 0;
}
const schema34 = {
  type: 'object',
  required: ['id', 'type', 'description', 'amount', 'discountCode'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['product', 'fee', 'discount'] },
    description: { type: 'string' },
    amount: { $ref: 'components#/$defs/Amount' },
    discountCode: { type: ['string', 'null'] },
    originalAmount: { $ref: 'components#/$defs/Amount' },
  },
};
function validate78(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.type === undefined && (missing0 = 'type')) ||
        (data.description === undefined && (missing0 = 'description')) ||
        (data.amount === undefined && (missing0 = 'amount')) ||
        (data.discountCode === undefined && (missing0 = 'discountCode'))
      ) {
        validate78.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs1 = errors;
          if (typeof data.id !== 'string') {
            validate78.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.type !== undefined) {
            let data1 = data.type;
            const _errs3 = errors;
            if (typeof data1 !== 'string') {
              validate78.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            if (!(data1 === 'product' || data1 === 'fee' || data1 === 'discount')) {
              validate78.errors = [
                {
                  instancePath: instancePath + '/type',
                  schemaPath: '#/properties/type/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.properties.type.enum },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.description !== undefined) {
              const _errs5 = errors;
              if (typeof data.description !== 'string') {
                validate78.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
                    keyword: 'type',
                    params: { type: 'string' },
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.amount !== undefined) {
                const _errs7 = errors;
                if (
                  !validate35(data.amount, {
                    instancePath: instancePath + '/amount',
                    parentData: data,
                    parentDataProperty: 'amount',
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.discountCode !== undefined) {
                  let data4 = data.discountCode;
                  const _errs8 = errors;
                  if (typeof data4 !== 'string' && data4 !== null) {
                    validate78.errors = [
                      {
                        instancePath: instancePath + '/discountCode',
                        schemaPath: '#/properties/discountCode/type',
                        keyword: 'type',
                        params: { type: schema34.properties.discountCode.type },
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.originalAmount !== undefined) {
                    const _errs10 = errors;
                    if (
                      !validate35(data.originalAmount, {
                        instancePath: instancePath + '/originalAmount',
                        parentData: data,
                        parentDataProperty: 'originalAmount',
                        rootData,
                      })
                    ) {
                      vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                      errors = vErrors.length;
                    }
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate78.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate78.errors = vErrors;
  return errors === 0;
}
function validate71(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.status === undefined && (missing0 = 'status')) ||
        (data.clusterStatus === undefined && (missing0 = 'clusterStatus')) ||
        (data.amount === undefined && (missing0 = 'amount')) ||
        (data.createdAt === undefined && (missing0 = 'createdAt')) ||
        (data.orderLines === undefined && (missing0 = 'orderLines')) ||
        (data.consumer === undefined && (missing0 = 'consumer'))
      ) {
        validate71.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs1 = errors;
          if (typeof data.id !== 'string') {
            validate71.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.status !== undefined) {
            const _errs3 = errors;
            if (
              !validate72(data.status, {
                instancePath: instancePath + '/status',
                parentData: data,
                parentDataProperty: 'status',
                rootData,
              })
            ) {
              vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
              errors = vErrors.length;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.clusterStatus !== undefined) {
              const _errs4 = errors;
              if (
                !validate74(data.clusterStatus, {
                  instancePath: instancePath + '/clusterStatus',
                  parentData: data,
                  parentDataProperty: 'clusterStatus',
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
                errors = vErrors.length;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.amount !== undefined) {
                const _errs5 = errors;
                if (
                  !validate35(data.amount, {
                    instancePath: instancePath + '/amount',
                    parentData: data,
                    parentDataProperty: 'amount',
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.createdAt !== undefined) {
                  const _errs6 = errors;
                  if (
                    !validate31(data.createdAt, {
                      instancePath: instancePath + '/createdAt',
                      parentData: data,
                      parentDataProperty: 'createdAt',
                      rootData,
                    })
                  ) {
                    vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
                    errors = vErrors.length;
                  }
                  var valid0 = _errs6 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.orderLines !== undefined) {
                    let data5 = data.orderLines;
                    const _errs7 = errors;
                    if (errors === _errs7) {
                      if (Array.isArray(data5)) {
                        var valid1 = true;
                        const len0 = data5.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          const _errs9 = errors;
                          if (
                            !validate78(data5[i0], {
                              instancePath: instancePath + '/orderLines/' + i0,
                              parentData: data5,
                              parentDataProperty: i0,
                              rootData,
                            })
                          ) {
                            vErrors =
                              vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
                            errors = vErrors.length;
                          }
                          var valid1 = _errs9 === errors;
                          if (!valid1) {
                            break;
                          }
                        }
                      } else {
                        validate71.errors = [
                          {
                            instancePath: instancePath + '/orderLines',
                            schemaPath: '#/properties/orderLines/type',
                            keyword: 'type',
                            params: { type: 'array' },
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs7 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.consumer !== undefined) {
                      let data7 = data.consumer;
                      const _errs10 = errors;
                      const _errs11 = errors;
                      let valid2 = false;
                      let passing0 = null;
                      const _errs12 = errors;
                      if (
                        !validate23(data7, {
                          instancePath: instancePath + '/consumer',
                          parentData: data,
                          parentDataProperty: 'consumer',
                          rootData,
                        })
                      ) {
                        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                        errors = vErrors.length;
                      }
                      var _valid0 = _errs12 === errors;
                      if (_valid0) {
                        valid2 = true;
                        passing0 = 0;
                      }
                      const _errs13 = errors;
                      if (data7 !== null) {
                        const err0 = {
                          instancePath: instancePath + '/consumer',
                          schemaPath: '#/properties/consumer/oneOf/1/type',
                          keyword: 'type',
                          params: { type: 'null' },
                        };
                        if (vErrors === null) {
                          vErrors = [err0];
                        } else {
                          vErrors.push(err0);
                        }
                        errors++;
                      }
                      var _valid0 = _errs13 === errors;
                      if (_valid0 && valid2) {
                        valid2 = false;
                        passing0 = [passing0, 1];
                      } else {
                        if (_valid0) {
                          valid2 = true;
                          passing0 = 1;
                        }
                      }
                      if (!valid2) {
                        const err1 = {
                          instancePath: instancePath + '/consumer',
                          schemaPath: '#/properties/consumer/oneOf',
                          keyword: 'oneOf',
                          params: { passingSchemas: passing0 },
                        };
                        if (vErrors === null) {
                          vErrors = [err1];
                        } else {
                          vErrors.push(err1);
                        }
                        errors++;
                        validate71.errors = vErrors;
                        return false;
                      } else {
                        errors = _errs11;
                        if (vErrors !== null) {
                          if (_errs11) {
                            vErrors.length = _errs11;
                          } else {
                            vErrors = null;
                          }
                        }
                      }
                      var valid0 = _errs10 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate71.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate71.errors = vErrors;
  return errors === 0;
}
function validate70(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.orders === undefined && (missing0 = 'orders')) {
        validate70.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.orders !== undefined) {
          let data0 = data.orders;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (
                  !validate71(data0[i0], {
                    instancePath: instancePath + '/orders/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate70.errors = [
                {
                  instancePath: instancePath + '/orders',
                  schemaPath: '#/properties/orders/type',
                  keyword: 'type',
                  params: { type: 'array' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate70.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate70.errors = vErrors;
  return errors === 0;
}
export const OrderCreated = validate84;
const schema35 = {
  type: 'object',
  required: ['order'],
  properties: { order: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } },
};
function validate84(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.order === undefined && (missing0 = 'order')) {
        validate84.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.order !== undefined) {
          let data0 = data.order;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing1;
              if (data0.id === undefined && (missing1 = 'id')) {
                validate84.errors = [
                  {
                    instancePath: instancePath + '/order',
                    schemaPath: '#/properties/order/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                  },
                ];
                return false;
              } else {
                if (data0.id !== undefined) {
                  if (typeof data0.id !== 'string') {
                    validate84.errors = [
                      {
                        instancePath: instancePath + '/order/id',
                        schemaPath: '#/properties/order/properties/id/type',
                        keyword: 'type',
                        params: { type: 'string' },
                      },
                    ];
                    return false;
                  }
                }
              }
            } else {
              validate84.errors = [
                {
                  instancePath: instancePath + '/order',
                  schemaPath: '#/properties/order/type',
                  keyword: 'type',
                  params: { type: 'object' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate84.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate84.errors = vErrors;
  return errors === 0;
}
export const OrderAnswer = validate85;
const schema36 = {
  type: 'object',
  required: ['order'],
  properties: { order: { $ref: 'components#/$defs/Order' } },
};
function validate85(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.order === undefined && (missing0 = 'order')) {
        validate85.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.order !== undefined) {
          if (
            !validate71(data.order, {
              instancePath: instancePath + '/order',
              parentData: data,
              parentDataProperty: 'order',
              rootData,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
      }
    } else {
      validate85.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate85.errors = vErrors;
  return errors === 0;
}
export const PaymentMethodsAnswer = validate87;
const schema37 = {
  type: 'object',
  required: ['paymethods', 'order'],
  properties: {
    paymethods: { type: 'array', items: { $ref: 'components#/$defs/PaymentMethod' } },
    order: { $ref: 'components#/$defs/Order' },
  },
};
const schema38 = {
  type: 'object',
  required: ['id', 'label', 'name', 'logo'],
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    name: { type: 'string' },
    logo: { type: 'string' },
  },
};
function validate88(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.label === undefined && (missing0 = 'label')) ||
        (data.name === undefined && (missing0 = 'name')) ||
        (data.logo === undefined && (missing0 = 'logo'))
      ) {
        validate88.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs1 = errors;
          if (typeof data.id !== 'string') {
            validate88.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.label !== undefined) {
            const _errs3 = errors;
            if (typeof data.label !== 'string') {
              validate88.errors = [
                {
                  instancePath: instancePath + '/label',
                  schemaPath: '#/properties/label/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.name !== undefined) {
              const _errs5 = errors;
              if (typeof data.name !== 'string') {
                validate88.errors = [
                  {
                    instancePath: instancePath + '/name',
                    schemaPath: '#/properties/name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.logo !== undefined) {
                const _errs7 = errors;
                if (typeof data.logo !== 'string') {
                  validate88.errors = [
                    {
                      instancePath: instancePath + '/logo',
                      schemaPath: '#/properties/logo/type',
                      keyword: 'type',
                      params: { type: 'string' },
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate88.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate88.errors = vErrors;
  return errors === 0;
}
function validate87(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.paymethods === undefined && (missing0 = 'paymethods')) ||
        (data.order === undefined && (missing0 = 'order'))
      ) {
        validate87.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.paymethods !== undefined) {
          let data0 = data.paymethods;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (
                  !validate88(data0[i0], {
                    instancePath: instancePath + '/paymethods/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate87.errors = [
                {
                  instancePath: instancePath + '/paymethods',
                  schemaPath: '#/properties/paymethods/type',
                  keyword: 'type',
                  params: { type: 'array' },
                },
              ];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.order !== undefined) {
            const _errs4 = errors;
            if (
              !validate71(data.order, {
                instancePath: instancePath + '/order',
                parentData: data,
                parentDataProperty: 'order',
                rootData,
              })
            ) {
              vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
              errors = vErrors.length;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate87.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate87.errors = vErrors;
  return errors === 0;
}
export const PaymentRedirect = validate91;
const schema39 = {
  type: 'object',
  required: ['redirectUrl'],
  properties: { redirectUrl: { type: 'string' } },
};
function validate91(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.redirectUrl === undefined && (missing0 = 'redirectUrl')) {
        validate91.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.redirectUrl !== undefined) {
          if (typeof data.redirectUrl !== 'string') {
            validate91.errors = [
              {
                instancePath: instancePath + '/redirectUrl',
                schemaPath: '#/properties/redirectUrl/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate91.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate91.errors = vErrors;
  return errors === 0;
}
export const CardsAnswer = validate92;
const schema40 = {
  type: 'object',
  required: ['cards'],
  properties: { cards: { type: 'array', items: { $ref: 'components#/$defs/Card' } } },
};
function validate92(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.cards === undefined && (missing0 = 'cards')) {
        validate92.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.cards !== undefined) {
          let data0 = data.cards;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (
                  !validate28(data0[i0], {
                    instancePath: instancePath + '/cards/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate92.errors = [
                {
                  instancePath: instancePath + '/cards',
                  schemaPath: '#/properties/cards/type',
                  keyword: 'type',
                  params: { type: 'array' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate92.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate92.errors = vErrors;
  return errors === 0;
}
export const OrderErrorAnswer = validate94;
const schema41 = { type: 'object', properties: { errorMessage: { type: ['string', 'null'] } } };
function validate94(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.errorMessage !== undefined) {
        let data0 = data.errorMessage;
        if (typeof data0 !== 'string' && data0 !== null) {
          validate94.errors = [
            {
              instancePath: instancePath + '/errorMessage',
              schemaPath: '#/properties/errorMessage/type',
              keyword: 'type',
              params: { type: schema41.properties.errorMessage.type },
            },
          ];
          return false;
        }
      }
    } else {
      validate94.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate94.errors = vErrors;
  return errors === 0;
}
export const InactivityAnswer = validate95;
const schema42 = {
  type: 'object',
  required: ['inactivityData'],
  properties: { inactivityData: { type: 'array', items: { $ref: 'components#/$defs/CardInactivity' } } },
};
const schema43 = {
  allOf: [
    { $ref: 'components#/$defs/InactivityFeeData' },
    { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
  ],
};
function validate96(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if (!validate40(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
    errors = vErrors.length;
  }
  var valid0 = _errs0 === errors;
  if (valid0) {
    const _errs1 = errors;
    if (errors === _errs1) {
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        let missing0;
        if (data.id === undefined && (missing0 = 'id')) {
          validate96.errors = [
            {
              instancePath,
              schemaPath: '#/allOf/1/required',
              keyword: 'required',
              params: { missingProperty: missing0 },
            },
          ];
          return false;
        } else {
          if (data.id !== undefined) {
            if (typeof data.id !== 'string') {
              validate96.errors = [
                {
                  instancePath: instancePath + '/id',
                  schemaPath: '#/allOf/1/properties/id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
          }
        }
      } else {
        validate96.errors = [
          { instancePath, schemaPath: '#/allOf/1/type', keyword: 'type', params: { type: 'object' } },
        ];
        return false;
      }
    }
    var valid0 = _errs1 === errors;
  }
  validate96.errors = vErrors;
  return errors === 0;
}
function validate95(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.inactivityData === undefined && (missing0 = 'inactivityData')) {
        validate95.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.inactivityData !== undefined) {
          let data0 = data.inactivityData;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (
                  !validate96(data0[i0], {
                    instancePath: instancePath + '/inactivityData/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate95.errors = [
                {
                  instancePath: instancePath + '/inactivityData',
                  schemaPath: '#/properties/inactivityData/type',
                  keyword: 'type',
                  params: { type: 'array' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate95.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate95.errors = vErrors;
  return errors === 0;
}
export const CardAnswer = validate99;
const schema44 = {
  type: 'object',
  required: ['card'],
  properties: { card: { $ref: 'components#/$defs/Card' } },
};
function validate99(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.card === undefined && (missing0 = 'card')) {
        validate99.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.card !== undefined) {
          if (
            !validate28(data.card, {
              instancePath: instancePath + '/card',
              parentData: data,
              parentDataProperty: 'card',
              rootData,
            })
          ) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
      }
    } else {
      validate99.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate99.errors = vErrors;
  return errors === 0;
}
export const TransactionsAnswer = validate101;
const schema45 = {
  type: 'object',
  required: ['transactions'],
  properties: { transactions: { type: 'array', items: { $ref: 'components#/$defs/Transaction' } } },
};
function validate101(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.transactions === undefined && (missing0 = 'transactions')) {
        validate101.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.transactions !== undefined) {
          let data0 = data.transactions;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (
                  !validate64(data0[i0], {
                    instancePath: instancePath + '/transactions/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate101.errors = [
                {
                  instancePath: instancePath + '/transactions',
                  schemaPath: '#/properties/transactions/type',
                  keyword: 'type',
                  params: { type: 'array' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate101.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate101.errors = vErrors;
  return errors === 0;
}
export const TransactionWithCard = validate103;
const schema46 = {
  type: 'object',
  required: ['transaction', 'card'],
  properties: {
    transaction: { $ref: 'components#/$defs/Transaction' },
    card: { $ref: 'components#/$defs/Card' },
  },
};
function validate103(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.transaction === undefined && (missing0 = 'transaction')) ||
        (data.card === undefined && (missing0 = 'card'))
      ) {
        validate103.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.transaction !== undefined) {
          const _errs1 = errors;
          if (
            !validate64(data.transaction, {
              instancePath: instancePath + '/transaction',
              parentData: data,
              parentDataProperty: 'transaction',
              rootData,
            })
          ) {
            vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
            errors = vErrors.length;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.card !== undefined) {
            const _errs2 = errors;
            if (
              !validate28(data.card, {
                instancePath: instancePath + '/card',
                parentData: data,
                parentDataProperty: 'card',
                rootData,
              })
            ) {
              vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
              errors = vErrors.length;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate103.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate103.errors = vErrors;
  return errors === 0;
}
export const graphqlAnswer = validate106;
const schema47 = {
  $id: 'graphqlAnswer',
  anyOf: [{ $ref: 'components#/$defs/NewsQueryResult' }, { $ref: 'components#/$defs/GraphQLResult' }],
};
const schema48 = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['news'],
      properties: { news: { type: 'array', items: { $ref: 'components#/$defs/NewsPost' } } },
    },
  },
};
const schema49 = {
  type: 'object',
  required: ['title', 'description', 'url', 'date'],
  properties: {
    title: { type: 'string' },
    description: { type: 'string' },
    url: { type: 'string' },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
};
function validate108(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.title === undefined && (missing0 = 'title')) ||
        (data.description === undefined && (missing0 = 'description')) ||
        (data.url === undefined && (missing0 = 'url')) ||
        (data.date === undefined && (missing0 = 'date'))
      ) {
        validate108.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.title !== undefined) {
          const _errs1 = errors;
          if (typeof data.title !== 'string') {
            validate108.errors = [
              {
                instancePath: instancePath + '/title',
                schemaPath: '#/properties/title/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.description !== undefined) {
            const _errs3 = errors;
            if (typeof data.description !== 'string') {
              validate108.errors = [
                {
                  instancePath: instancePath + '/description',
                  schemaPath: '#/properties/description/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.url !== undefined) {
              const _errs5 = errors;
              if (typeof data.url !== 'string') {
                validate108.errors = [
                  {
                    instancePath: instancePath + '/url',
                    schemaPath: '#/properties/url/type',
                    keyword: 'type',
                    params: { type: 'string' },
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.date !== undefined) {
                let data3 = data.date;
                const _errs7 = errors;
                if (errors === _errs7) {
                  if (typeof data3 === 'string') {
                    if (!pattern0.test(data3)) {
                      validate108.errors = [
                        {
                          instancePath: instancePath + '/date',
                          schemaPath: '#/properties/date/pattern',
                          keyword: 'pattern',
                          params: { pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate108.errors = [
                      {
                        instancePath: instancePath + '/date',
                        schemaPath: '#/properties/date/type',
                        keyword: 'type',
                        params: { type: 'string' },
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate108.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate108.errors = vErrors;
  return errors === 0;
}
function validate107(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.data === undefined && (missing0 = 'data')) {
        validate107.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.data !== undefined) {
          let data0 = data.data;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing1;
              if (data0.news === undefined && (missing1 = 'news')) {
                validate107.errors = [
                  {
                    instancePath: instancePath + '/data',
                    schemaPath: '#/properties/data/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                  },
                ];
                return false;
              } else {
                if (data0.news !== undefined) {
                  let data1 = data0.news;
                  const _errs3 = errors;
                  if (errors === _errs3) {
                    if (Array.isArray(data1)) {
                      var valid2 = true;
                      const len0 = data1.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs5 = errors;
                        if (
                          !validate108(data1[i0], {
                            instancePath: instancePath + '/data/news/' + i0,
                            parentData: data1,
                            parentDataProperty: i0,
                            rootData,
                          })
                        ) {
                          vErrors =
                            vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
                          errors = vErrors.length;
                        }
                        var valid2 = _errs5 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    } else {
                      validate107.errors = [
                        {
                          instancePath: instancePath + '/data/news',
                          schemaPath: '#/properties/data/properties/news/type',
                          keyword: 'type',
                          params: { type: 'array' },
                        },
                      ];
                      return false;
                    }
                  }
                }
              }
            } else {
              validate107.errors = [
                {
                  instancePath: instancePath + '/data',
                  schemaPath: '#/properties/data/type',
                  keyword: 'type',
                  params: { type: 'object' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate107.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate107.errors = vErrors;
  return errors === 0;
}
const schema50 = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', additionalProperties: true } },
};
function validate111(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.data === undefined && (missing0 = 'data')) {
        validate111.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.data !== undefined) {
          let data0 = data.data;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
            } else {
              validate111.errors = [
                {
                  instancePath: instancePath + '/data',
                  schemaPath: '#/properties/data/type',
                  keyword: 'type',
                  params: { type: 'object' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate111.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate111.errors = vErrors;
  return errors === 0;
}
function validate106(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="graphqlAnswer" */ let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate107(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs2 = errors;
    if (!validate111(data, { instancePath, parentData, parentDataProperty, rootData })) {
      vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err0 = { instancePath, schemaPath: '#/anyOf', keyword: 'anyOf', params: {} };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
    validate106.errors = vErrors;
    return false;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate106.errors = vErrors;
  return errors === 0;
}
export const VaultToken = validate113;
const schema51 = { type: 'object', required: ['token'], properties: { token: { type: 'string' } } };
function validate113(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.token === undefined && (missing0 = 'token')) {
        validate113.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.token !== undefined) {
          if (typeof data.token !== 'string') {
            validate113.errors = [
              {
                instancePath: instancePath + '/token',
                schemaPath: '#/properties/token/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate113.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate113.errors = vErrors;
  return errors === 0;
}
export const CardSecret = validate114;
const schema52 = { type: 'object', required: ['secret'], properties: { secret: { type: 'string' } } };
function validate114(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.secret === undefined && (missing0 = 'secret')) {
        validate114.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.secret !== undefined) {
          if (typeof data.secret !== 'string') {
            validate114.errors = [
              {
                instancePath: instancePath + '/secret',
                schemaPath: '#/properties/secret/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate114.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate114.errors = vErrors;
  return errors === 0;
}
export const OutboxAnswer = validate115;
const schema53 = {
  type: 'object',
  required: ['messages'],
  properties: { messages: { type: 'array', items: { $ref: 'components#/$defs/OutboxMessage' } } },
};
const schema54 = {
  type: 'object',
  required: ['id', 'channel', 'kind', 'to', 'sentAt', 'link', 'code'],
  properties: {
    id: { type: 'string' },
    channel: { type: 'string', enum: ['email', 'sms'] },
    kind: {
      type: 'string',
      enum: ['emailVerification', 'passwordReset', 'mobileCode', 'oneTimeCode', 'kycResult'],
    },
    to: { type: 'string' },
    sentAt: { type: 'string' },
    link: { type: ['string', 'null'] },
    code: { type: ['string', 'null'] },
  },
};
function validate116(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.channel === undefined && (missing0 = 'channel')) ||
        (data.kind === undefined && (missing0 = 'kind')) ||
        (data.to === undefined && (missing0 = 'to')) ||
        (data.sentAt === undefined && (missing0 = 'sentAt')) ||
        (data.link === undefined && (missing0 = 'link')) ||
        (data.code === undefined && (missing0 = 'code'))
      ) {
        validate116.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs1 = errors;
          if (typeof data.id !== 'string') {
            validate116.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.channel !== undefined) {
            let data1 = data.channel;
            const _errs3 = errors;
            if (typeof data1 !== 'string') {
              validate116.errors = [
                {
                  instancePath: instancePath + '/channel',
                  schemaPath: '#/properties/channel/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            if (!(data1 === 'email' || data1 === 'sms')) {
              validate116.errors = [
                {
                  instancePath: instancePath + '/channel',
                  schemaPath: '#/properties/channel/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema54.properties.channel.enum },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.kind !== undefined) {
              let data2 = data.kind;
              const _errs5 = errors;
              if (typeof data2 !== 'string') {
                validate116.errors = [
                  {
                    instancePath: instancePath + '/kind',
                    schemaPath: '#/properties/kind/type',
                    keyword: 'type',
                    params: { type: 'string' },
                  },
                ];
                return false;
              }
              if (!(
                data2 === 'emailVerification' ||
                data2 === 'passwordReset' ||
                data2 === 'mobileCode' ||
                data2 === 'oneTimeCode' ||
                data2 === 'kycResult'
              )) {
                validate116.errors = [
                  {
                    instancePath: instancePath + '/kind',
                    schemaPath: '#/properties/kind/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema54.properties.kind.enum },
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.to !== undefined) {
                const _errs7 = errors;
                if (typeof data.to !== 'string') {
                  validate116.errors = [
                    {
                      instancePath: instancePath + '/to',
                      schemaPath: '#/properties/to/type',
                      keyword: 'type',
                      params: { type: 'string' },
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.sentAt !== undefined) {
                  const _errs9 = errors;
                  if (typeof data.sentAt !== 'string') {
                    validate116.errors = [
                      {
                        instancePath: instancePath + '/sentAt',
                        schemaPath: '#/properties/sentAt/type',
                        keyword: 'type',
                        params: { type: 'string' },
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.link !== undefined) {
                    let data5 = data.link;
                    const _errs11 = errors;
                    if (typeof data5 !== 'string' && data5 !== null) {
                      validate116.errors = [
                        {
                          instancePath: instancePath + '/link',
                          schemaPath: '#/properties/link/type',
                          keyword: 'type',
                          params: { type: schema54.properties.link.type },
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.code !== undefined) {
                      let data6 = data.code;
                      const _errs13 = errors;
                      if (typeof data6 !== 'string' && data6 !== null) {
                        validate116.errors = [
                          {
                            instancePath: instancePath + '/code',
                            schemaPath: '#/properties/code/type',
                            keyword: 'type',
                            params: { type: schema54.properties.code.type },
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate116.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate116.errors = vErrors;
  return errors === 0;
}
function validate115(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.messages === undefined && (missing0 = 'messages')) {
        validate115.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.messages !== undefined) {
          let data0 = data.messages;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (
                  !validate116(data0[i0], {
                    instancePath: instancePath + '/messages/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                  })
                ) {
                  vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate115.errors = [
                {
                  instancePath: instancePath + '/messages',
                  schemaPath: '#/properties/messages/type',
                  keyword: 'type',
                  params: { type: 'array' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate115.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate115.errors = vErrors;
  return errors === 0;
}
export const PaymentSessionAnswer = validate118;
const schema55 = {
  type: 'object',
  required: ['session'],
  properties: { session: { $ref: 'components#/$defs/PaymentSession' } },
};
const schema56 = {
  type: 'object',
  required: ['paymentId', 'orderId', 'amount', 'paymethodId'],
  properties: {
    paymentId: { type: 'string' },
    orderId: { type: 'string' },
    amount: { type: 'integer' },
    paymethodId: { type: 'string' },
  },
};
function validate119(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.paymentId === undefined && (missing0 = 'paymentId')) ||
        (data.orderId === undefined && (missing0 = 'orderId')) ||
        (data.amount === undefined && (missing0 = 'amount')) ||
        (data.paymethodId === undefined && (missing0 = 'paymethodId'))
      ) {
        validate119.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.paymentId !== undefined) {
          const _errs1 = errors;
          if (typeof data.paymentId !== 'string') {
            validate119.errors = [
              {
                instancePath: instancePath + '/paymentId',
                schemaPath: '#/properties/paymentId/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.orderId !== undefined) {
            const _errs3 = errors;
            if (typeof data.orderId !== 'string') {
              validate119.errors = [
                {
                  instancePath: instancePath + '/orderId',
                  schemaPath: '#/properties/orderId/type',
                  keyword: 'type',
                  params: { type: 'string' },
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.amount !== undefined) {
              let data2 = data.amount;
              const _errs5 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate119.errors = [
                  {
                    instancePath: instancePath + '/amount',
                    schemaPath: '#/properties/amount/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.paymethodId !== undefined) {
                const _errs7 = errors;
                if (typeof data.paymethodId !== 'string') {
                  validate119.errors = [
                    {
                      instancePath: instancePath + '/paymethodId',
                      schemaPath: '#/properties/paymethodId/type',
                      keyword: 'type',
                      params: { type: 'string' },
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate119.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate119.errors = vErrors;
  return errors === 0;
}
function validate118(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.session === undefined && (missing0 = 'session')) {
        validate118.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.session !== undefined) {
          if (
            !validate119(data.session, {
              instancePath: instancePath + '/session',
              parentData: data,
              parentDataProperty: 'session',
              rootData,
            })
          ) {
            vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
            errors = vErrors.length;
          }
        }
      }
    } else {
      validate118.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate118.errors = vErrors;
  return errors === 0;
}
export const ReturnPath = validate121;
const schema57 = { type: 'object', required: ['returnPath'], properties: { returnPath: { type: 'string' } } };
function validate121(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.returnPath === undefined && (missing0 = 'returnPath')) {
        validate121.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.returnPath !== undefined) {
          if (typeof data.returnPath !== 'string') {
            validate121.errors = [
              {
                instancePath: instancePath + '/returnPath',
                schemaPath: '#/properties/returnPath/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate121.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate121.errors = vErrors;
  return errors === 0;
}
export const ClockNow = validate122;
const schema58 = { type: 'object', required: ['now'], properties: { now: { type: 'string' } } };
function validate122(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.now === undefined && (missing0 = 'now')) {
        validate122.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.now !== undefined) {
          if (typeof data.now !== 'string') {
            validate122.errors = [
              {
                instancePath: instancePath + '/now',
                schemaPath: '#/properties/now/type',
                keyword: 'type',
                params: { type: 'string' },
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate122.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate122.errors = vErrors;
  return errors === 0;
}
export const NewsQueryResult = validate123;
function validate123(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.data === undefined && (missing0 = 'data')) {
        validate123.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
          },
        ];
        return false;
      } else {
        if (data.data !== undefined) {
          let data0 = data.data;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing1;
              if (data0.news === undefined && (missing1 = 'news')) {
                validate123.errors = [
                  {
                    instancePath: instancePath + '/data',
                    schemaPath: '#/properties/data/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                  },
                ];
                return false;
              } else {
                if (data0.news !== undefined) {
                  let data1 = data0.news;
                  const _errs3 = errors;
                  if (errors === _errs3) {
                    if (Array.isArray(data1)) {
                      var valid2 = true;
                      const len0 = data1.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs5 = errors;
                        if (
                          !validate108(data1[i0], {
                            instancePath: instancePath + '/data/news/' + i0,
                            parentData: data1,
                            parentDataProperty: i0,
                            rootData,
                          })
                        ) {
                          vErrors =
                            vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
                          errors = vErrors.length;
                        }
                        var valid2 = _errs5 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    } else {
                      validate123.errors = [
                        {
                          instancePath: instancePath + '/data/news',
                          schemaPath: '#/properties/data/properties/news/type',
                          keyword: 'type',
                          params: { type: 'array' },
                        },
                      ];
                      return false;
                    }
                  }
                }
              }
            } else {
              validate123.errors = [
                {
                  instancePath: instancePath + '/data',
                  schemaPath: '#/properties/data/type',
                  keyword: 'type',
                  params: { type: 'object' },
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate123.errors = [
        { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' } },
      ];
      return false;
    }
  }
  validate123.errors = vErrors;
  return errors === 0;
}
