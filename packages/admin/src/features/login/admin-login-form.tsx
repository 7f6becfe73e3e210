import { type LoginRequest, loginRequestSchema } from '@dhanya/api';
import { FormField, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { Button, FormErrorSummary, PasswordField } from '@dhanya/ui';

type AdminLoginFormProps = {
  failure?: string;
  onSubmit: (credentials: LoginRequest) => Promise<void>;
};

/** Email and password, both `required`: the browser refuses an empty form (ADMIN-01). */
export function AdminLoginForm({ failure, onSubmit }: AdminLoginFormProps) {
  const form = useSchemaForm(loginRequestSchema, { defaultValues: { email: '', password: '' } });
  return (
    <SchemaForm form={form} onValid={onSubmit} className="flex flex-col gap-4">
      <FormField name="email" label="Email" type="email" autoComplete="username" required />
      <FormField as={PasswordField} name="password" label="Password" autoComplete="current-password" required />
      <FormErrorSummary errors={failure} />
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="w-full">
        Login
      </Button>
    </SchemaForm>
  );
}
