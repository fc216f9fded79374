import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { FormContext, useFormContext } from './form-context';
import type { KitForm } from './use-kit-form';
import './form.css';

type FormProps<T extends FieldValues> = {
  form: KitForm<T>;
  /** Runs with the values once every field passes; the first invalid field is focused otherwise. */
  onSubmit: SubmitHandler<T>;
  /** A submit (or a read the form waits for) is under way: no second submit. */
  isPending?: boolean;
  className?: string;
  /** The id of the form's heading: the form is a landmark named by it. */
  labelledBy?: string;
  children: ReactNode;
};

/** A kit form: the fields inside it read their value, rule and error from `form`. */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  isPending = false,
  className,
  labelledBy,
  children,
}: FormProps<T>) {
  const submit = form.handleSubmit(onSubmit, (errors) => form.focusFirst(Object.keys(errors)));
  const context = { form: form as unknown as KitForm<FieldValues>, isPending };
  return (
    <FormContext value={context}>
      <form
        className={className ? `form ${className}` : 'form'}
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          if (isPending || form.formState.isSubmitting) event.preventDefault();
          else void submit(event);
        }}
      >
        {children}
      </form>
    </FormContext>
  );
}

/**
 * The form's one primary button: a spinner, and no second submit, while the form is pending;
 * `disabled` while the form waits for something else (a read, an unchecked agreement).
 */
export function SubmitButton({ children, disabled }: { children: string; disabled?: boolean }) {
  const { form, isPending } = useFormContext();
  const isBusy = isPending || form.formState.isSubmitting;
  return (
    <Button
      type="submit"
      color="primary"
      size="large"
      block
      className="form-submit"
      loading={isBusy}
      // The spinner keeps the button's words, so it keeps its name too.
      loadingText={children}
      disabled={disabled === true || isBusy}
    >
      {children}
    </Button>
  );
}

/** A form-level problem (a refused login, a server error), announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}
