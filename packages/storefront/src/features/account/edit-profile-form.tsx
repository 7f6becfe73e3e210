import { type ProfileForm, type User, errorMessage, profileFormSchema } from '@dhanya/api';
import { useUpdateProfile } from '@dhanya/api/swr';
import { FormField, FormSelect, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { Button, DialogClose, DialogFooter, FormErrorSummary, PasswordField, TextField } from '@dhanya/ui';
import { PROFILE_COUNTRIES, PROFILE_COUNTRY_CODES, regionsOf, withSaved } from './profile-countries';
import { useServerWords, useTexts } from '../../shared/locale';

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/** What typing into the phone field leaves: its digits only (ACCOUNT-25). */
const keepDigits = (typed: string) => typed.replace(/\D/g, '');

/** The dialog opens on the saved profile, with both password fields empty (ACCOUNT-20). */
function profileFormValues(user: User): ProfileForm {
  const { firstName, lastName, email, country, region, countryCode, phoneNumber } = user;
  return { firstName, lastName, email, country, region, countryCode, phoneNumber, password: '', confirmPassword: '' };
}

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
 * The Edit Your Profile form (ACCOUNT-20..31) on the contract's `profileFormSchema`. It lives
 * inside the dialog's content, which is unmounted on close: Cancel leaves nothing behind, and
 * each opening starts from the saved profile with empty password fields and no errors.
 */
export function EditProfileForm({ user, onSaved }: EditProfileFormProps) {
  const form = useSchemaForm(profileFormSchema, { defaultValues: profileFormValues(user) });
  const texts = useTexts().profile;
  const account = useTexts().account;
  const words = useServerWords();
  const { trigger, isMutating, error } = useUpdateProfile();
  const country = form.watch('country') ?? '';
  // Asked only for a new password (issue 31): whoever holds a stolen token cannot change it.
  const changingPassword = Boolean(form.watch('password'));
  const savedRegion = country === user.country ? user.region : '';

  async function save(update: Parameters<typeof trigger>[0]) {
    try {
      onSaved(await trigger(update));
    } catch {
      // `error` names what went wrong; the dialog stays open with what was typed (ACCOUNT-30).
    }
  }

  return (
    <SchemaForm form={form} onValid={save} noValidate className="flex flex-col gap-6">
      <Section title={texts.personal}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="firstName" label={account.firstName} autoComplete="given-name" required />
          <FormField name="lastName" label={account.lastName} autoComplete="family-name" required />
        </div>
        <TextField label={account.email} type="email" value={user.email} readOnly helperText={texts.emailFixed} />
      </Section>

      <Section title={texts.passwordSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField as={PasswordField} name="password" label={texts.newPassword} autoComplete="new-password" />
          <FormField
            as={PasswordField}
            name="confirmPassword"
            label={texts.confirmNewPassword}
            autoComplete="new-password"
            labels={{ show: account.showConfirm, hide: account.hideConfirm }}
          />
        </div>
        {changingPassword && (
          <FormField
            as={PasswordField}
            name="currentPassword"
            label={texts.currentPassword}
            autoComplete="current-password"
            helperText={texts.currentPasswordHint}
            labels={{ show: texts.showCurrent, hide: texts.hideCurrent }}
            required
          />
        )}
      </Section>

      <Section title={texts.location}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            name="country"
            label={account.country}
            placeholder={texts.selectCountry}
            options={asOptions(withSaved(PROFILE_COUNTRIES, user.country))}
            // A region belongs to its country: a new country starts without one (ACCOUNT-27).
            onValueChange={() => form.setValue('region', '')}
          />
          <FormSelect
            name="region"
            label={texts.region}
            placeholder={country ? texts.selectRegion : texts.countryFirst}
            options={asOptions(withSaved(regionsOf(country), savedRegion))}
            disabled={!country}
          />
        </div>
      </Section>

      <Section title={texts.contact}>
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <FormSelect
            name="countryCode"
            label={account.countryCode}
            placeholder={texts.code}
            options={asOptions(withSaved(PROFILE_COUNTRY_CODES, user.countryCode))}
          />
          <FormField
            name="phoneNumber"
            label={account.phoneNumber}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            keepTyped={keepDigits}
          />
        </div>
      </Section>

      <FormErrorSummary errors={error ? words(errorMessage(error, texts.updateFailed)) : undefined} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {texts.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={isMutating}>
          {texts.save}
        </Button>
      </DialogFooter>
    </SchemaForm>
  );
}
