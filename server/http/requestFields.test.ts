import { BadRequest } from './BadRequest';
import { FIELD_REQUIRED, flag, number, oneOf, optional, readFields, text, WRONG_TYPE } from './requestFields';

const SCHEMA = {
  name: text,
  age: number,
  adult: flag,
  colour: oneOf(['red', 'blue']),
  status: oneOf([400, 'network']),
  nickname: optional(text, ''),
};

function refusal(source: unknown): unknown {
  try {
    readFields(source, SCHEMA);
  } catch (error) {
    return error instanceof BadRequest ? error.body : error;
  }
  throw new Error('expected a refusal');
}

describe('readFields', () => {
  it('answers the typed fields, an absent optional one as its fallback, and drops the rest', () => {
    const body = { name: 'Ada', age: 36, adult: true, colour: 'red', status: 400, role: 'admin' };

    expect(readFields(body, SCHEMA)).toEqual({ ...body, role: undefined, nickname: '' });
    expect(readFields(body, SCHEMA)).not.toHaveProperty('role');
    expect(readFields({ ...body, status: 'network', nickname: null }, SCHEMA)).toEqual(
      expect.objectContaining({ status: 'network', nickname: '' }),
    );
  });

  it('names every absent or null required field', () => {
    expect(refusal({ name: null, adult: false, colour: 'blue', status: 400 })).toEqual({
      errorCode: 'invalidFields',
      errorMessage: expect.any(String),
      invalidFields: [
        { fieldName: 'name', errors: [FIELD_REQUIRED] },
        { fieldName: 'age', errors: [FIELD_REQUIRED] },
      ],
    });
  });

  it('names every field of the wrong type, a value off the list included', () => {
    const body = { name: ['Ada'], age: '36', adult: 'yes', colour: 'green', status: '400', nickname: 5 };

    expect(refusal(body)).toEqual(
      expect.objectContaining({
        invalidFields: Object.keys(body).map((fieldName) => ({ fieldName, errors: [WRONG_TYPE] })),
      }),
    );
  });

  it.each([
    ['an array', [{ name: 'Ada' }]],
    ['a string', 'Ada'],
    ['nothing', undefined],
  ])('reads %s as a body with every required field missing', (_, source) => {
    expect(refusal(source)).toEqual(
      expect.objectContaining({
        invalidFields: ['name', 'age', 'adult', 'colour', 'status'].map((fieldName) => ({
          fieldName,
          errors: [FIELD_REQUIRED],
        })),
      }),
    );
  });

  it('reads only own fields, never inherited ones', () => {
    const inherited = Object.create({ name: 'Ada', age: 36, adult: true, colour: 'red', status: 400 });

    expect(refusal(inherited)).toEqual(
      expect.objectContaining({
        invalidFields: expect.arrayContaining([{ fieldName: 'name', errors: [FIELD_REQUIRED] }]),
      }),
    );
  });
});
