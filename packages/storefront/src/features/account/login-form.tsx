import { type LoginRequest } from '@dhanya/api';
import { Button, PasswordField, TextField } from '@dhanya/ui';
import { Link } from 'react-router-dom';

type LoginFormProps = {
  submitting: boolean;
  onSubmit: (credentials: LoginRequest) => void;
};

/** Email and password, both `required`: the browser refuses an empty form (ACCOUNT-12). */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <div className="flex flex-col gap-2">
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
        <Link
          to="/forgot-password"
          className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot Password
        </Link>
      </div>
      <Button type="submit" size="lg" loading={submitting} className="w-full">
        Sign In
      </Button>
    </form>
  );
}
