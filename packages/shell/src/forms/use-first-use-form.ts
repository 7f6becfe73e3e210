import { useEffect, useRef, useState } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormRegisterReturn,
  createFormControl,
} from 'react-hook-form';
import { translatedResolver, useTranslateFormMessage } from './form-messages';

type FormControl<Input extends FieldValues, Output> = ReturnType<typeof createFormControl<Input, unknown, Output>>;

/** A field's props: its name, and once the form's code has come, react-hook-form's binding and the schema's message. */
type FirstUseFieldProps = Partial<UseFormRegisterReturn> & { name: string; error?: string | undefined };

type FirstUseFormOptions<Input extends FieldValues, Output> = {
  /** Imports a module whose resolver was made with `schemaResolver`. */
  load: () => Promise<Resolver<Input, unknown, Output>>;
  /** Every field, empty: what `clear` puts back. */
  blank: Input;
  /** The schema accepted the values; the form counts as submitting until this settles. */
  onValid: (values: Output, clear: () => void) => Promise<void>;
  /** A submit whose code could not be fetched (the network is gone): nothing was sent. */
  onUnavailable: (error: unknown) => void;
};

type Latest<Input extends FieldValues, Output> = Pick<FirstUseFormOptions<Input, Output>, 'onValid' | 'blank'>;

/** Checks the values with the schema and hands them on; `clear` empties the fields after a send. */
const submit = <Input extends FieldValues, Output>(form: FormControl<Input, Output>, latest: Latest<Input, Output>) =>
  form.handleSubmit((values) =>
    // The fields stay bound: their refs are set empty, no render needed to bind them again.
    latest.onValid(values, () => form.reset(latest.blank, { keepFieldsRef: true })),
  )();

/**
 * A form on a page's first load whose code — react-hook-form, the schema and zod — comes when
 * the form is first used (a tap or focus in it, or a submit), not with the page: the home page's
 * lead form (issue 35). Until then its fields are the browser's own, uncontrolled: what is typed
 * stays in them, and react-hook-form takes each over as it stands when it binds it (no default
 * values are given, so it reads the field). A submit made before the code has come is made once
 * it has, and the form counts as submitting meanwhile.
 */
export function useFirstUseForm<Input extends FieldValues, Output>({
  load,
  blank,
  onValid,
  onUnavailable,
}: FirstUseFormOptions<Input, Output>) {
  const translate = useTranslateFormMessage();
  const [form, setForm] = useState<FormControl<Input, Output> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const [submitting, setSubmitting] = useState(false);
  const loading = useRef<Promise<void> | null>(null);
  const submitWhenBound = useRef(false);
  const latest = useRef<Latest<Input, Output>>({ onValid, blank });
  useEffect(() => {
    latest.current = { onValid, blank };
  });

  function preload() {
    loading.current ??= Promise.all([import('react-hook-form'), load()]).then(
      ([{ createFormControl }, resolver]) =>
        setForm(createFormControl<Input, unknown, Output>({ resolver: translatedResolver(resolver, translate) })),
      (error: unknown) => {
        loading.current = null; // the next use tries again
        throw error;
      },
    );
    return loading.current;
  }

  useEffect(() => {
    if (!form) return;
    const stop = form.subscribe({ formState: { errors: true }, callback: (state) => setErrors(state.errors ?? {}) });
    // This render bound the fields (their refs): a submit made while the code was coming is made now.
    if (submitWhenBound.current) {
      submitWhenBound.current = false;
      void submit(form, latest.current).finally(() => setSubmitting(false));
    }
    return stop;
  }, [form]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    if (form) return void submit(form, latest.current).finally(() => setSubmitting(false));
    submitWhenBound.current = true;
    preload().catch((error: unknown) => {
      submitWhenBound.current = false;
      setSubmitting(false);
      onUnavailable(error);
    });
  }

  function field(name: Path<Input>): FirstUseFieldProps {
    if (!form) return { name };
    const message = (errors[name] as { message?: unknown } | undefined)?.message;
    return { ...form.register(name), error: typeof message === 'string' ? message : undefined };
  }

  const startLoading = () => void preload().catch(() => undefined);
  return {
    /** Spread on the `<form>`: its first tap, focus or submit brings the form's code. */
    formProps: { onSubmit, onFocus: startLoading, onPointerDown: startLoading },
    field,
    submitting,
  };
}
