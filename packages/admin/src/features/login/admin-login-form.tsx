import { type LoginRequest } from '@dhanya/api';
import { Button, FormErrorSummary, PasswordField, TextField } from '@dhanya/ui';

type AdminLoginFormProps = {
  submitting: boolean;
  failure?: string;
  onSubmit: (credentials: LoginRequest) => void;
};

/** Email and password, both `required`: the browser refuses an empty form (ADMIN-01). */
export function AdminLoginForm({ submitting, failure, onSubmit }: AdminLoginFormProps) {
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="username" required />
      <PasswordField label="Password" name="password" autoComplete="current-password" required />
      <FormErrorSummary errors={failure} />
      <Button type="submit" size="lg" loading={submitting} className="w-full">
        Login
      </Button>
    </form>
  );
}
