import { navigationTexts } from '@lineup/contracts/texts/navigation';

/** The id of the /home pages' content, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: hidden until focused, it moves the focus past the sidebar and the
 * header to the page's content (without putting a #hash in the address).
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:ring-[3px] focus:ring-ring/50 focus:outline-none"
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      {navigationTexts.skipToContent}
    </a>
  );
}
