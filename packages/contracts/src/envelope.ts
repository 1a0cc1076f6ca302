import { z } from 'zod';

/** Responses carry success, message, data, and sometimes pagination. */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export type Envelope<T> = {
  success: true;
  message: string;
  data: T;
  pagination?: Pagination;
};

/**
 * A refused request: its message, and for a refused spreadsheet every problem found (each with its
 * row, column and value; see import-format-definition.ts), up to a cap, with their total.
 */
export type Failure = {
  success: false;
  message: string;
  problems?: { row: number | null; column: string | null; value: string | null; message: string }[];
  problemsTotal?: number;
};

export type ApiResponse<T> = Envelope<T> | Failure;

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  problems: z
    .array(
      z.object({
        row: z.number().nullable(),
        column: z.string().nullable(),
        value: z.string().nullable(),
        message: z.string(),
      }),
    )
    .optional(),
  problemsTotal: z.number().optional(),
});
