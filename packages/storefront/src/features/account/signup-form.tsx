import { type SignupRequest, signupRequestSchema } from '@dhanya/api';
import { FormField, FormSelect, SchemaForm, useFormState, useSchemaForm } from '@dhanya/shell';
import { Button, FormErrorSummary, PasswordField, TextField } from '@dhanya/ui';
import { useId } from 'react';
import { DEFAULT_SIGNUP_COUNTRY, SIGNUP_COUNTRIES, dialCodeOf } from './signup-countries';
import { useTexts } from '../../shared/locale';
import { firstSignupProblem } from './signup-problem';

const countryOptions = SIGNUP_COUNTRIES.map(({ name }) => ({ value: name, label: name }));

const emptySignup: SignupRequest = {
  firstName: '',
  lastName: '',
  email: '',
  country: DEFAULT_SIGNUP_COUNTRY,
  countryCode: dialCodeOf(DEFAULT_SIGNUP_COUNTRY),
  phoneNumber: '',
  region: '',
  password: '',
  confirmPassword: '',
};

type SignupFormProps = {
  submitting: boolean;
  /** Called with the request once the spec's checks pass (ACCOUNT-05). */
  onValidSubmit: (request: SignupRequest) => void;
};

/**
 * "Create Your Account" (ACCOUNT-01): every field is `required`, so the browser refuses an
 * empty one or a malformed email before the schema runs (ACCOUNT-04).
 */
export function SignupForm({ submitting, onValidSubmit }: SignupFormProps) {
  const form = useSchemaForm(signupRequestSchema, { defaultValues: emptySignup });
  const summaryId = useId();
  const countryCode = form.watch('countryCode');
  const texts = useTexts().account;
  return (
    <SchemaForm form={form} onValid={onValidSubmit} errorSummaryId={summaryId} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstName" label={texts.firstName} autoComplete="given-name" required />
        <FormField name="lastName" label={texts.lastName} autoComplete="family-name" required />
      </div>
      <FormField name="email" label={texts.email} type="email" autoComplete="email" required />
      <div className="grid grid-cols-[1fr_6.5rem] gap-3">
        <FormSelect
          name="country"
          label={texts.country}
          options={countryOptions}
          onValueChange={(chosen) => form.setValue('countryCode', dialCodeOf(chosen))}
          required
        />
        <TextField label={texts.countryCode} value={countryCode} readOnly />
      </div>
      <FormField
        name="phoneNumber"
        label={texts.phoneNumber}
        type="tel"
        autoComplete="tel-national"
        helperText={texts.digitsOnly}
        required
      />
      <FormField name="region" label={texts.regionState} autoComplete="address-level1" required />
      <FormField as={PasswordField} name="password" label={texts.password} autoComplete="new-password" required />
      <FormField
        as={PasswordField}
        name="confirmPassword"
        label={texts.confirmPassword}
        autoComplete="new-password"
        labels={{ show: texts.showConfirm, hide: texts.hideConfirm }}
        required
      />
      <SignupProblem id={summaryId} />
      <Button type="submit" size="lg" loading={submitting} className="w-full">
        {texts.signUp}
      </Button>
    </SchemaForm>
  );
}

/** The first of the form's problems in the spec's order (ACCOUNT-05). */
function SignupProblem({ id }: { id: string }) {
  const { errors } = useFormState<SignupRequest>();
  const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
  return <FormErrorSummary id={id} errors={firstSignupProblem(messages)} />;
}
