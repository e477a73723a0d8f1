import { ButtonLink } from '@/components/ui/button';
import { homePath } from '@/lib/paths';

/** Shown instead of the form when somebody who is already signed in opens sign-in or sign-up. */
export function SignedInNote({ name }: { name: string }) {
  return (
    <div className="space-y-5">
      <p className="rounded-xl bg-brand-50 p-4 text-brand-900">
        You are already signed in as <strong>{name}</strong>. Welcome back!
      </p>
      <ButtonLink to={homePath()} className="w-full">
        Go to the home page
      </ButtonLink>
    </div>
  );
}
