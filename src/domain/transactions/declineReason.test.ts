import { declineReason } from './declineReason';
import { aTransaction } from './testing/aTransaction';

describe('declineReason', () => {
  const declined = aTransaction({ id: 'tx-7' });

  it('names identity verification for a payment the issuer lists as declined for it', () => {
    expect(declineReason(declined, [aTransaction({ id: 'tx-2' }), aTransaction({ id: 'tx-7' })])).toBe(
      'identityVerification',
    );
  });

  it.each([
    ['no declined-KYC transactions', []],
    ['only others', [aTransaction({ id: 'tx-2' })]],
  ])('names a plain refusal with %s', (_what, declinedKyc) => {
    expect(declineReason(declined, declinedKyc)).toBe('refused');
  });
});
