/**
 * A reason not to start that the operator must fix (a folder that cannot be written, a refused
 * password): the entries print its message as one line, without a stack, and exit 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
