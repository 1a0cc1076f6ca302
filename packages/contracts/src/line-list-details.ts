import { z } from 'zod';
import { calendarDateSchema } from './calendar-dates';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants';
import { type DeliveryWindow, deliveryWindowSchema, deliveryWindowsSchema } from './delivery-windows';
import { uploadMessages } from './messages';
import { deadlineBeforeDateSent } from './ordering-deadline';
import { idStringSchema, type LineList } from './pim';
import { lineListSchema } from './pim-responses';

/**
 * A line list's details: its name, description and dates. They are given in the upload dialog
 * (upload metadata lineListName, lineListDescription and the dates) and changed afterwards with
 * PUT /api/line-lists/{lineListId}; the items of a saved line list change only through an update
 * upload.
 */

export const LINE_LIST_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
export const LINE_LIST_DESCRIPTION_MAX_LENGTH = 2000;

export const lineListDetailsMessages = {
  nameRequired: 'Line list name is required.',
  nameTooLong: `Line list name must be at most ${LINE_LIST_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `The description must be at most ${LINE_LIST_DESCRIPTION_MAX_LENGTH} characters.`,
  nothingToChange: 'Name at least one detail to change: name, description, a date or the delivery windows.',
  wrongInput: 'The line list details are not valid.',
  updated: 'Line list updated',
} as const;

/** True for a message of this file (routes show it as it is). */
export function isLineListDetailsMessage(message: string): boolean {
  return (Object.values(lineListDetailsMessages) as string[]).includes(message);
}

/** A line list's name: trimmed, 1 to 100 characters. */
export const lineListNameSchema = z
  .string({ error: lineListDetailsMessages.nameRequired })
  .trim()
  .min(NAME_MIN_LENGTH, lineListDetailsMessages.nameRequired)
  .max(LINE_LIST_NAME_MAX_LENGTH, lineListDetailsMessages.nameTooLong);

/** The upload dialog's name: optional (empty means "<season> <year>"), at most 100 characters. */
export const uploadLineListNameSchema = z
  .string()
  .trim()
  .max(LINE_LIST_NAME_MAX_LENGTH, lineListDetailsMessages.nameTooLong);

/** A description: trimmed, at most 2000 characters; empty is none (null). */
export const lineListDescriptionSchema = z
  .string()
  .trim()
  .max(LINE_LIST_DESCRIPTION_MAX_LENGTH, lineListDetailsMessages.descriptionTooLong)
  .nullable()
  .transform((value) => (value ? value : null));

/**
 * One line list as its edit page reads it (GET /api/crocs/preview/{lineListId}'s lineList) and
 * PUT /api/line-lists/{lineListId} answers it: the LineList with its delivery windows, in the order
 * staff listed them. The lists of line lists do not carry the windows.
 */
type WithWindows = LineList & { deliveryWindows: DeliveryWindow[] };
export type LineListDetails = { [K in keyof WithWindows]: WithWindows[K] };
export const lineListDetailsSchema = lineListSchema.extend({ deliveryWindows: z.array(deliveryWindowSchema) });

/**
 * PUT /api/line-lists/{lineListId}: the details to change (at least one). A date given as null is
 * cleared. dateSent is the Date Sent (the sent-to-catalog day when set, see docs/product/line-lists.md, "Dates"),
 * receivedOn the received date (shown as "Deadline for offers"), deadline the deadline for orders,
 * dateOfAvailability the future availability date. Answers the LineList ('Line list updated').
 * Refused with 400 and a message naming the problem (and nothing changes): a name of 0 or more
 * than 100 characters, a day that does not exist, a pre-book line list left without Date Sent or
 * deadline, a future-stock one without date of availability. 404 'Line list not found'.
 * deliveryWindows, when given, is the line list's whole set of windows (delivery-windows.ts): an
 * entry with `id` keeps that window (its new name, dates and place in the list), one without is
 * added, and a window left out is removed. Refused, changing nothing: an id that is not one of
 * this line list's windows (400 unknownWindow), a window whose ship start comes before the Date
 * Sent, the one sent or else the one saved (400 shipStartBeforeDateSent; a new Date Sent alone is
 * held to the saved windows), and the removal of a window orders ship in (409 inUse). Answers the
 * LineListDetails.
 */
export const updateLineListRequestSchema = z
  .strictObject({
    name: lineListNameSchema.optional(),
    description: lineListDescriptionSchema.optional(),
    dateSent: calendarDateSchema.nullable().optional(),
    receivedOn: calendarDateSchema.nullable().optional(),
    deadline: calendarDateSchema.nullable().optional(),
    dateOfAvailability: calendarDateSchema.nullable().optional(),
    deliveryWindows: deliveryWindowsSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: lineListDetailsMessages.nothingToChange,
    // An unknown field is the refusal to report, not an empty change.
    when: (payload) => payload.issues.length === 0,
  });
export type UpdateLineListRequest = z.input<typeof updateLineListRequestSchema>;

export const lineListIdPathSchema = z.object({ lineListId: idStringSchema });

/** The edit form's values: every field as the inputs hold it (dates '' or null when not set). */
export const lineListDetailsFormSchema = z
  .object({
    name: lineListNameSchema,
    description: z.string().trim().max(LINE_LIST_DESCRIPTION_MAX_LENGTH, lineListDetailsMessages.descriptionTooLong),
    dateSent: calendarDateSchema.nullable(),
    receivedOn: calendarDateSchema.nullable(),
    deadline: calendarDateSchema.nullable(),
    dateOfAvailability: calendarDateSchema.nullable(),
  })
  .superRefine((values, ctx) => {
    if (deadlineBeforeDateSent(values))
      ctx.addIssue({ code: 'custom', message: uploadMessages.deadlineBeforeDateSent, path: ['deadline'] });
  });
export type LineListDetailsFormValues = z.input<typeof lineListDetailsFormSchema>;
