import { type FileProblemDetail, IMPORT_MAX_PROBLEMS } from '@lineup/contracts/import-format-definition';
import { FileProblem } from './errors';

/**
 * The problems found in a file, collected as it is read to its end so the user fixes them all in
 * one go: the first IMPORT_MAX_PROBLEMS are kept, all are counted.
 */
export class ProblemList {
  readonly kept: FileProblemDetail[] = [];
  total = 0;
  /** The refusal's message when it is not the first problem's (a summary of a header that does not match). */
  headline: string | undefined;

  add(problem: FileProblemDetail): void {
    this.total++;
    if (this.kept.length < IMPORT_MAX_PROBLEMS) this.kept.push(problem);
  }

  get found(): boolean {
    return this.total > 0;
  }

  /** The refusal: its message the headline or the first problem's, with every problem kept and the total. */
  refusal(): FileProblem {
    return new FileProblem(this.headline ?? this.kept[0]!.message, 422, { list: this.kept, total: this.total });
  }
}
