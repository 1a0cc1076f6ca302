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

export type Failure = { success: false; message: string };

export type ApiResponse<T> = Envelope<T> | Failure;

export const failureSchema = z.object({ success: z.literal(false), message: z.string() });
