// @feature-public: other features import this module (docs/conventions.md, Layout).
// A visitor's way to the signup. It is a form that opens /signup with the visit's tracking fields, so it
// works on a page drawn on the server before the script arrives, or without it; with the script the shell
// opens the signup instead (`signup.open`, which carries the same fields), over the page on a wide screen.
import type { ReactNode } from 'react';
import { Button, getBus, pathFor, useLocation } from '@dating/shared';

/** The tracking record of a paid visit (spec section 3), which the signup stores with the account. */
const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

export interface SignupButtonProps {
  /** Where the visitor decided to sign up, for the bus event. */
  source: string;
  /** The member the visitor wants to meet. */
  profileId?: number;
  children: ReactNode;
  /** Styles the form, which holds the button as its one box: a flex container. */
  className?: string;
}

export function SignupButton({ source, profileId, children, className }: SignupButtonProps) {
  const { searchParams } = useLocation();
  return (
    <form
      action={pathFor('signup')}
      method="get"
      className={className}
      css={{ display: 'flex' }}
      onSubmit={(event) => {
        event.preventDefault();
        getBus().publish('signup.open', { source, ...(profileId ? { profileId } : {}) });
      }}
    >
      {TRACKING_FIELDS.map((field) => {
        const value = searchParams.get(field);
        return value ? <input key={field} type="hidden" name={field} value={value} /> : null;
      })}
      <Button type="submit">{children}</Button>
    </form>
  );
}
