import { type User, errorMessage } from '@dhanya/api';
import { updateProfile } from '@dhanya/api/swr';
import { Button, DialogClose, DialogFooter, FormErrorSummary, PasswordField, Select, TextField } from '@dhanya/ui';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { PROFILE_COUNTRIES, PROFILE_COUNTRY_CODES, regionsOf, withSaved } from './profile-countries';
import {
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
  keepDigits,
  profileFormValues,
  profileUpdate,
  validateProfile,
} from './validate-profile';

export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';

/** Where the first refused field is, in reading order, to move the focus there. */
const fieldOrder: ProfileField[] = ['firstName', 'lastName', 'password', 'confirmPassword', 'phoneNumber'];

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold text-primary">{title}</legend>
      {children}
    </fieldset>
  );
}

type EditProfileFormProps = {
  user: User;
  onSaved: (updated: User) => void;
};

/**
 * The Edit Your Profile form (ACCOUNT-20..31). It lives inside the dialog's content, which
 * is unmounted on close: Cancel leaves nothing behind, and each opening starts from the
 * saved profile with empty password fields and no errors.
 */
export function EditProfileForm({ user, onSaved }: EditProfileFormProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { mutate } = useSWRConfig();
  const id = useId();
  const fieldId = (field: ProfileField) => `${id}-${field}`;

  const set = (field: ProfileField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: ProfileField) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field)(event.target.value),
  });

  function chooseCountry(country: string) {
    // A region belongs to its country: a new country starts without one (ACCOUNT-27).
    setValues((current) => (current.country === country ? current : { ...current, country, region: '' }));
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = validateProfile(values);
    setErrors(refused);
    setFailure(undefined);
    const first = fieldOrder.find((field) => refused[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      onSaved(await updateProfile(profileUpdate(values), mutate));
    } catch (error) {
      setFailure(errorMessage(error, PROFILE_UPDATE_FAILED));
      setSaving(false);
    }
  }

  const savedRegion = values.country === user.country ? user.region : '';
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-6">
      <Section title="Personal Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" required {...text('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" required {...text('lastName')} />
        </div>
        <TextField label="Email" type="email" value={values.email} readOnly helperText="Email cannot be changed" />
      </Section>

      <Section title="Password (leave blank to keep)">
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField label="New Password" autoComplete="new-password" {...text('password')} />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            showLabel="Show confirm password"
            hideLabel="Hide confirm password"
            {...text('confirmPassword')}
          />
        </div>
      </Section>

      <Section title="Location">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Country"
            placeholder="Select a country"
            options={asOptions(withSaved(PROFILE_COUNTRIES, user.country))}
            value={values.country}
            onValueChange={chooseCountry}
          />
          <Select
            label="Region"
            placeholder={values.country ? 'Select a region' : 'Choose a country first'}
            options={asOptions(withSaved(regionsOf(values.country), savedRegion))}
            value={values.region}
            onValueChange={set('region')}
            disabled={!values.country}
          />
        </div>
      </Section>

      <Section title="Contact">
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <Select
            label="Country Code"
            placeholder="Code"
            options={asOptions(withSaved(PROFILE_COUNTRY_CODES, user.countryCode))}
            value={values.countryCode}
            onValueChange={set('countryCode')}
          />
          <TextField
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            {...text('phoneNumber')}
            // Anything but digits is dropped as it is typed or pasted (ACCOUNT-25).
            onChange={(event) => set('phoneNumber')(keepDigits(event.target.value))}
          />
        </div>
      </Section>

      <FormErrorSummary errors={failure} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
