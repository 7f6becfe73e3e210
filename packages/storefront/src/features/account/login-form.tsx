import { type LoginRequest, loginRequestSchema } from '@dhanya/api';
import { FormField, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { Button, PasswordField } from '@dhanya/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';

type LoginFormProps = {
  submitting: boolean;
  onSubmit: (credentials: LoginRequest) => void;
};

/** Email and password, both `required`: the browser refuses an empty form (ACCOUNT-12). */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const form = useSchemaForm(loginRequestSchema, { defaultValues: { email: '', password: '' } });
  const texts = useTexts().account;
  return (
    <SchemaForm form={form} onValid={onSubmit} className="flex flex-col gap-4">
      <FormField name="email" label={texts.email} type="email" autoComplete="email" required />
      <div className="flex flex-col gap-2">
        <FormField as={PasswordField} name="password" label={texts.password} autoComplete="current-password" required />
        <Link
          to="/forgot-password"
          className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {texts.forgotPassword}
        </Link>
      </div>
      <Button type="submit" size="lg" loading={submitting} className="w-full">
        {texts.signIn}
      </Button>
    </SchemaForm>
  );
}
