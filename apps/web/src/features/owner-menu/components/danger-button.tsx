import { clsx } from 'clsx';
import { Button, type ButtonProps } from '../../../components/ui/button';

/** For what cannot be undone: red text on white, filled red inside a confirmation dialog. */
export function DangerButton({
  filled = false,
  className,
  ...props
}: Omit<ButtonProps, 'variant'> & { filled?: boolean }) {
  return (
    <Button
      variant="ghost"
      className={clsx(
        filled
          ? 'bg-danger-700 text-white! hover:bg-danger-700/90! active:bg-danger-700!'
          : 'border border-danger-700 text-danger-700! hover:bg-danger-50! active:bg-danger-50!',
        className,
      )}
      {...props}
    />
  );
}
