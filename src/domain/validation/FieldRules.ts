import { registerDecorator, type ValidationArguments } from 'class-validator';
import { firstFailure, type FieldCheck } from './FieldCheck';

/** The name class-validator files the failure under in a ValidationError's constraints. */
export const FIELD_RULES_CONSTRAINT = 'fieldRules';

/**
 * Declares all the rules of one field, in the order they are checked. class-validator does not
 * promise an order between several decorators on one property, so each field carries exactly one
 * of these and the message is always the key of the FIRST failing check.
 */
export function FieldRules<F extends object>(
  ...checks: FieldCheck<F>[]
): (target: F, propertyName: string) => void {
  return (target, propertyName) => {
    registerDecorator({
      name: FIELD_RULES_CONSTRAINT,
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          firstFailure(checks, value, args.object as F) === null,
        defaultMessage: (args: ValidationArguments) =>
          firstFailure(checks, args.value, args.object as F) ?? '',
      },
    });
  };
}
