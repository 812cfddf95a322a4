import { MessageList, Notice } from '../../../components/ui/notice';
import { getErrorMessage } from '../../../lib/error-message';

/**
 * Above a form after the server refused it: its message, and any field messages the form has
 * no field for (those it has show under their fields).
 */
export function FormErrors({
  error,
  others,
  fallback,
}: {
  error: unknown;
  others: string[];
  fallback: string;
}) {
  const messages = [...new Set([getErrorMessage(error, fallback), ...others])];
  return (
    <Notice tone="error">
      <MessageList messages={messages} />
    </Notice>
  );
}
