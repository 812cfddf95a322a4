/** A refusal a command explains in one sentence (no stack): wrong arguments, a server in the way. */
export class CommandError extends Error {
  override name = 'CommandError';
}
