/**
 * What the pictures' API answers and the refusals of an uploaded image, worded as the error
 * catalogue is: one plain sentence saying what happened. A refusal names its file.
 */
export const imageMessages = {
  namingRuleInvalid:
    'The naming rule uses <model code> once, and may add <color> and <n>, e.g. <model code>_<color>_<n>.',
  namingRuleSaved: 'Naming rule saved',
  uploadAnnounced: 'Upload the files to the addresses given',
  filesChecked: 'Files checked',
  imagesApplied: (applied: number) => `${applied === 1 ? '1 picture' : `${applied} pictures`} applied`,
  imagesDiscarded: (discarded: number) => `${discarded === 1 ? '1 file' : `${discarded} files`} discarded`,
  pictureDeleted: 'Picture deleted',
  batchNotFound: 'No such upload of pictures.',
  pictureNotFound: 'No such picture.',
  itemNotFound: (modelCode: string) => `The brand has no item ${modelCode}.`,
  fileNotReady: (name: string) => `${name}: this file cannot be applied (it was refused, applied or discarded).`,
  needsItem: (name: string) => `${name}: choose the item this picture shows.`,
  tooManyFiles: (max: number) => `At most ${max} files can be uploaded at once.`,
  refusals: {
    tooLarge: (maxMb: number) => `larger than ${maxMb} MB`,
    wrongExtension: 'not a .jpg, .jpeg, .png, .webp or .zip file',
    notUploaded: 'the file never arrived',
    notAnImage: 'not a JPEG, PNG or WebP image',
    svg: 'SVG files are not taken',
    script: 'the file holds a script',
    animated: 'animated or multi-page images are not taken',
    tooManyPixels: (maxMegapixels: number) => `the image declares more than ${maxMegapixels} megapixels`,
    unreadable: 'the image could not be read',
    zipUnreadable: 'not a readable .zip file',
    zipOutsideRoot: 'the .zip holds a path outside its folder',
    zipNested: 'the .zip holds another .zip',
    zipTooManyFiles: (max: number) => `the .zip holds more than ${max} files`,
    zipTooLarge: (maxMb: number) => `the .zip expands to more than ${maxMb} MB`,
  },
  refused: (name: string, reason: string) => `${name}: ${reason}.`,
} as const;
