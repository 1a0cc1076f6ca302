import type { FileProblemDetail } from '@lineup/contracts/import-format-definition';
import { AppError } from '@lineup/server-kit/errors';

/**
 * A file the user must fix: 422 with a message naming the problem (and its row and column). A file
 * with problems in its cells carries them all (up to IMPORT_MAX_PROBLEMS) and their total; the
 * message is the first one's.
 */
export class FileProblem extends AppError {
  constructor(
    message: string,
    status: 400 | 413 | 422 = 422,
    readonly problems?: { list: FileProblemDetail[]; total: number },
  ) {
    super(status as 422, message, problems ? { problems: problems.list, problemsTotal: problems.total } : undefined);
    this.name = 'FileProblem';
  }
}
