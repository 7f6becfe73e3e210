import { type SignupRequest } from '@dhanya/api';
import { Button, FormErrorSummary, PasswordField, Select, TextField } from '@dhanya/ui';
import { useState } from 'react';
import { DEFAULT_SIGNUP_COUNTRY, SIGNUP_COUNTRIES, dialCodeOf } from './signup-countries';
import { type SignupFormValues, validateSignup } from './validate-signup';

const countryOptions = SIGNUP_COUNTRIES.map(({ name }) => ({ value: name, label: name }));

type SignupFormProps = {
  submitting: boolean;
  /** Called with the request once the spec's checks pass (ACCOUNT-05). */
  onValidSubmit: (request: SignupRequest) => void;
};

function readValues(form: HTMLFormElement, country: string): SignupFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    country,
    phoneNumber: text('phoneNumber'),
    region: text('region'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  };
}

/**
 * "Create Your Account" (ACCOUNT-01): every field is `required`, so the browser refuses an
 * empty one or a malformed email before anything here runs (ACCOUNT-04).
 */
export function SignupForm({ submitting, onValidSubmit }: SignupFormProps) {
  const [country, setCountry] = useState<string>(DEFAULT_SIGNUP_COUNTRY);
  const [problem, setProblem] = useState<string>();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = validateSignup(readValues(event.currentTarget, country));
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(undefined);
    onValidSubmit(check.request);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" name="firstName" autoComplete="given-name" required />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" required />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <div className="grid grid-cols-[1fr_6.5rem] gap-3">
        <Select
          label="Country"
          name="country"
          options={countryOptions}
          value={country}
          onValueChange={setCountry}
          required
        />
        <TextField label="Country Code" value={dialCodeOf(country)} readOnly />
      </div>
      <TextField
        label="Phone Number"
        name="phoneNumber"
        type="tel"
        autoComplete="tel-national"
        helperText="Enter digits only"
        required
      />
      <TextField label="Region/State" name="region" autoComplete="address-level1" required />
      <PasswordField label="Password" name="password" autoComplete="new-password" required />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        showLabel="Show confirm password"
        hideLabel="Hide confirm password"
        required
      />
      <FormErrorSummary errors={problem} />
      <Button type="submit" size="lg" loading={submitting} className="w-full">
        Sign Up
      </Button>
    </form>
  );
}
