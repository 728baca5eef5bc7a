import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * A form drawn as antd's vertical Form draws one (its classes; no required marks), sending with
 * `onSubmit` when submitted. antd's Form brought its form store and validator into every form's first
 * visit for this alone: the values and their checks live in the presenters (issue 42). The submit
 * event stops here, as antd's did: a form in a dialog opened from inside another form (React events
 * cross portals) does not also send the one around it.
 */
export function VerticalForm({
  onSubmit,
  ref,
  children,
}: {
  onSubmit: () => void;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <form
      ref={ref}
      className="ant-form ant-form-vertical ant-form-hide-required-mark ant-form-css-var"
      onSubmit={submit}
    >
      {children}
    </form>
  );
}
