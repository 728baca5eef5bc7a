import { GatewayError } from '../../application/shared/GatewayError';
import { gatewayErrorFromStatus } from './gatewayErrorFromStatus';

describe('gatewayErrorFromStatus', () => {
  it.each([
    [400, 'InvalidFields'],
    [409, 'InvalidFields'],
    [422, 'InvalidFields'],
    [401, 'Unauthorized'],
    [403, 'NotFound'],
    [404, 'NotFound'],
    [429, 'TooManyRequests'],
    [500, 'ServerError'],
    [503, 'ServerError'],
    [418, 'ServerError'],
    [0, 'NetworkError'],
  ])('reads status %i as %s', (status, kind) => {
    const error = gatewayErrorFromStatus(status, {});

    expect(error).toBeInstanceOf(GatewayError);
    expect(error.kind).toBe(kind);
  });

  it('keeps the field errors, error code, message and retry wait of the body', () => {
    const error = gatewayErrorFromStatus(400, {
      errorMessage: 'Too early.',
      errorCode: 'tooEarly',
      timeLeftForRetry: 42,
      invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.taken'] }],
    });

    expect(error.details).toEqual({
      errorMessage: 'Too early.',
      errorCode: 'tooEarly',
      timeLeftForRetry: 42,
      invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.taken'] }],
    });
    expect(error.message).toBe('Too early.');
  });

  it('drops malformed parts of a body it does not control', () => {
    const error = gatewayErrorFromStatus(400, {
      errorMessage: 12,
      errorCode: null,
      timeLeftForRetry: '42',
      invalidFields: [
        { fieldName: 'email', errors: ['ok'] },
        { fieldName: 3 },
        { fieldName: 'x', errors: [1] },
      ],
    });

    expect(error.details).toEqual({ invalidFields: [{ fieldName: 'email', errors: ['ok'] }] });
  });

  it.each([null, undefined, 'Bad Gateway', 42])(
    'has no details for a body that is not an object (%p)',
    (body) => {
      expect(gatewayErrorFromStatus(502, body).details).toEqual({});
    },
  );
});
