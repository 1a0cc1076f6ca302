import { AppError } from '@lineup/server-kit/errors';

/** A file the user must fix: 422 with a message naming the problem (and its row and column). */
export class FileProblem extends AppError {
  constructor(message: string, status: 400 | 413 | 422 = 422) {
    super(status as 422, message);
    this.name = 'FileProblem';
  }
}
