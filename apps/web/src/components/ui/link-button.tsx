import { Link, type LinkProps } from 'react-router';
import { clsx } from 'clsx';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A link (it navigates) that looks like a button. */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return (
    <Link className={clsx(buttonClasses({ variant, size, fullWidth }), className)} {...props} />
  );
}
