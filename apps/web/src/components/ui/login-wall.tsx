import { useState } from 'react';
import { Dialog } from './dialog';
import { LinkButton } from './link-button';

export interface LoginWallProps {
  /** Why the visitor must log in (spec §6). */
  message: string;
  /** The page to come back to after logging in. */
  from: string;
}

/**
 * What a visitor sees on a page only customers can use: a warning dialog offering to log in,
 * to sign up, or to go back to the menu. Closing it leaves the same choice on the page.
 */
export function LoginWall({ message, from }: LoginWallProps) {
  const [open, setOpen] = useState(true);
  const choices = (
    <>
      <LinkButton to="/foods" variant="secondary">
        Kembali ke Menu
      </LinkButton>
      {/* A visitor without an account yet: sign-up hands `from` on to the login page. */}
      <LinkButton to="/signup" state={{ from }} variant="secondary">
        Daftar
      </LinkButton>
      <LinkButton to="/login" state={{ from }}>
        Login
      </LinkButton>
    </>
  );

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        tone="warning"
        title="Login diperlukan"
        description={message}
      >
        {choices}
      </Dialog>
      {open ? null : (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-cream-200 bg-white p-6">
          <p className="text-lg font-medium text-ink">{message}</p>
          <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">{choices}</div>
        </div>
      )}
    </>
  );
}
