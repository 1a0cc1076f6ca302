/**
 * Getting around the back office by hand: the skip link, the command palette (Ctrl/Cmd+K) and its
 * groups, worded by us.
 */
export const navigationTexts = {
  skipToContent: 'Skip to content',
  openPalette: 'Search',
  // Names none of the things it finds: a page's own 'Organization' or 'Line Lists' control keeps its name to itself.
  openPaletteLabel: 'Search: open the command palette to go to a page or record by name',
  paletteTitle: 'Go to',
  paletteDescription: 'Jump to a screen, brand, line list, organization, store or person by name.',
  palettePlaceholder: 'Type a name…',
  paletteEmpty: 'Nothing matches',
  paletteLoading: 'Loading…',
  groups: {
    screens: 'Screens',
    brands: 'Brands',
    lineLists: 'Line lists',
    organizations: 'Organizations',
    stores: 'Stores',
    people: 'People',
  },
  /** The keyboard hint shown on the header's button. */
  shortcut: (mac: boolean) => (mac ? '⌘K' : 'Ctrl K'),
} as const;
