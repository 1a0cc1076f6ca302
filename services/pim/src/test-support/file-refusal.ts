import { FileProblem } from '../parser/errors';

/** The FileProblem a read of a file is refused with; throws when the read succeeds or fails otherwise. */
export async function fileRefusal(read: Promise<unknown>): Promise<FileProblem> {
  const error = await read.then(
    () => new Error('the file was read without a refusal'),
    (e: unknown) => e,
  );
  if (error instanceof FileProblem) return error;
  throw error;
}
