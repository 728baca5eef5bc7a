import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Answer, CallOptions, Method } from '../testing/apiTestServer';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';

const context = apiTestServerPerFile();
const server = () => context().server;

const CREATE = '/api/order/create';
const ORDER = { amount: 20 };

/** A body sent with this Content-Encoding, by the signed-in demo consumer. */
function encoded(encoding: string, rawBody: string | Uint8Array<ArrayBuffer>): CallOptions {
  return { rawBody, headers: { 'Content-Encoding': encoding }, token: context().tokens.demo };
}

/** Answers the request, checking it changed nothing and logged no internal error. */
async function refusal(method: Method, path: string, options: CallOptions = {}): Promise<Answer> {
  const before = context().snapshot();
  const answer = await server().call(method, path, options);
  expect(context().snapshot()).toEqual(before);
  expect(server().logs.filter((line) => line.startsWith('Internal error'))).toEqual([]);
  return answer;
}

const MALFORMED_COMPRESSED = {
  status: 400,
  body: { errorCode: 'malformedCompressedBody', errorMessage: expect.any(String) },
};
const UNSUPPORTED_ENCODING = {
  status: 415,
  body: { errorCode: 'unsupportedEncoding', errorMessage: expect.any(String) },
};
const MALFORMED_PATH = {
  status: 400,
  body: { errorCode: 'malformedPath', errorMessage: expect.any(String) },
};

const json = JSON.stringify(ORDER);

describe('compressed bodies', () => {
  it.each([
    ['gzip', gzipSync(json)],
    ['deflate', deflateSync(json)],
    ['br', brotliCompressSync(json)],
  ])('reads a valid %s body', async (encoding, body) => {
    const answer = await server().call('POST', CREATE, encoded(encoding, new Uint8Array(body)));
    expect(answer).toEqual({ status: 200, body: { order: { id: expect.any(String) } } });
  });

  it.each([
    ['gzip', 'not gzip at all'],
    ['gzip', new Uint8Array(gzipSync(json).subarray(0, 12))],
    ['deflate', 'not deflate at all'],
    ['br', new Uint8Array([0xff, 0xff, 0xff, 0xff])],
  ])('refuses a %s body that is not valid compressed data with 400, not 500', async (encoding, body) => {
    await expect(refusal('POST', CREATE, encoded(encoding, body))).resolves.toEqual(MALFORMED_COMPRESSED);
  });

  it.each(['compress', 'x-unknown', 'gzip, identity'])(
    'refuses a Content-Encoding of %s with 415 unsupportedEncoding',
    async (encoding) => {
      await expect(refusal('POST', CREATE, encoded(encoding, json))).resolves.toEqual(UNSUPPORTED_ENCODING);
    },
  );

  it('refuses a charset it does not read with 415 unsupportedCharset', async () => {
    const options = {
      rawBody: json,
      headers: { 'Content-Type': 'application/json; charset=klingon' },
      token: context().tokens.demo,
    };
    await expect(refusal('POST', CREATE, options)).resolves.toEqual({
      status: 415,
      body: { errorCode: 'unsupportedCharset', errorMessage: expect.any(String) },
    });
  });
});

describe('paths with a bad percent escape', () => {
  it.each([
    ['GET', '/api/order/%E0%A4%A'],
    ['GET', '/api/card/%'],
    ['POST', '/api/card/%ZZ/block'],
    ['GET', '/api/order/order-demo-created/%C3'],
    ['GET', '/sandbox-api/payment/%E0%A4%A'],
  ] as const)('%s %s is a 400 with a JSON body and no stack', async (method, path) => {
    const signedIn = await refusal(method, path, { token: context().tokens.demo });
    const stranger = await refusal(method, path);

    expect(signedIn).toEqual(MALFORMED_PATH);
    expect(stranger).toEqual(MALFORMED_PATH);
    expect(JSON.stringify(signedIn.body)).not.toMatch(/URIError|at .+:\d+/);
  });

  it('still serves a path whose escapes decode', async () => {
    const answer = await server().call('GET', '/api/order/order%2Ddemo%2Dcreated', {
      token: context().tokens.demo,
    });
    expect(answer).toMatchObject({ status: 200, body: { order: { id: 'order-demo-created' } } });
  });
});

describe('bodies the document does not allow (checked against docs/openapi.yaml)', () => {
  const fieldErrors = (fieldName: string, messageKey: string) => ({
    status: 400,
    body: {
      errorCode: 'invalidFields',
      errorMessage: expect.any(String),
      invalidFields: [{ fieldName, errors: [messageKey] }],
    },
  });

  it('names a required field sent as null as missing, and an array body as one with every field missing', async () => {
    const token = context().tokens.demo;
    await expect(refusal('POST', CREATE, { body: { amount: null }, token })).resolves.toEqual(
      fieldErrors('amount', 'request.fieldRequired'),
    );
    await expect(refusal('POST', CREATE, { body: [ORDER], token })).resolves.toEqual(
      fieldErrors('amount', 'request.fieldRequired'),
    );
  });

  it('refuses a body that is not JSON with 415 jsonRequired', async () => {
    const answer = await refusal('POST', CREATE, {
      rawBody: 'amount=20',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      token: context().tokens.demo,
    });
    expect(answer).toEqual({
      status: 415,
      body: { errorCode: 'jsonRequired', errorMessage: expect.any(String) },
    });
  });
});
