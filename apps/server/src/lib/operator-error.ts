/**
 * A start-up or CLI refusal an operator acts on (a folder in use, a folder PostgreSQL cannot
 * enter): printed as its one-line message, without a stack.
 */
export class OperatorError extends Error {
  override name = 'OperatorError';
}
