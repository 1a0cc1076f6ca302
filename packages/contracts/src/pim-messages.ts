import { validationMessages } from './validation-messages';

/**
 * The PIM service's own answers, for situations the error catalogue leaves open (a brand still in use,
 * line-list queries and catalog publication refused). Worded by us as the catalogue is: one plain
 * sentence saying what happened and what to do; see docs/decisions/0003-messages-the-spec-does-not-give.md.
 */
export const pimMessages = {
  brandNameTooLong: validationMessages.nameTooLong,
  brandInUse: 'This brand cannot be deleted: line lists still use it.',
  brandInStoreFocus: (stores: number) =>
    `This brand cannot be deleted: ${stores === 1 ? 'a store has' : `${stores} stores have`} it in ${stores === 1 ? 'its' : 'their'} brand focus. Remove it there first.`,
  brandDeleted: 'Brand deleted successfully',
  lineListsWrongParameters: 'Wrong parameters provided for line lists',
  publishWrongParameters: 'Wrong parameters provided to publish a catalog',
  catalogsNotCreated: 'The catalogs of this line list have not been created yet.',
} as const;

/**
 * The catalogs API of a line list (/api/crocs/catalogs/*) where the error catalogue gives no wording;
 * ours, worded as the catalogue is. The catalogue's own texts (errorMessages.catalogAddItems, failureToasts,
 * successToasts) are used as they are.
 */
export const catalogMessages = {
  unknownCatalogType: (type: string) => `Unknown catalog type "${type}": use unsorted, athletic, boutique or crocs.`,
  unsortedNotATarget: 'Items cannot be put into unsorted: remove them from their catalogs instead.',
  noItemsToRemove: 'No items to remove',
  tooManyItems: (max: number) => `At most ${max} items can be changed in one request.`,
  notInLineList: (modelCodes: readonly string[]) =>
    `Not in this line list: ${modelCodes.slice(0, 5).join(', ')}${modelCodes.length > 5 ? ` and ${modelCodes.length - 5} more` : ''}.`,
  notInOrigin: (modelCode: string, origin: string) =>
    `Item ${modelCode} is not in ${origin} any more. Reload the catalogs and try again.`,
  lineListNotSaved: 'Save the line list before creating its catalogs.',
  catalogsCreated: 'Catalogs created',
  catalogsLoaded: 'Catalogs loaded',
  catalogsSaved: 'Your catalogs have been saved',
  itemsChanged: 'Catalogs updated',
} as const;
