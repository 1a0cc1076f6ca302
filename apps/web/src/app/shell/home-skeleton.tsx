import { productTexts, shellTexts } from '@lineup/contracts/shell-texts';

/**
 * The /home layout while its load (the current user) is pending on a move within the app (after
 * signing in, for one): the same frame as the static skeleton of home.html, styled by index.html's
 * inline `boot-*` rules. (On a page load the first route loads before React renders, so the frame
 * the server sent is what shows; main.tsx.) Kept free of the shell's imports: it is part of
 * the entry chunk, which the sign-in pages load too.
 */
export function HomeSkeleton() {
  return (
    <div className="boot-shell" data-shell-skeleton aria-busy="true">
      <span className="sr-only" role="status">
        {shellTexts.loading}
      </span>
      <div className="boot-sidebar">
        <div className="boot-block" style={{ height: '2rem', width: '60%' }} />
        {['80%', '70%', '75%', '65%'].map((width) => (
          <div key={width} className="boot-block" style={{ width }} />
        ))}
      </div>
      <div className="boot-main">
        <div className="boot-header">
          <div className="boot-block" style={{ width: '1.75rem', height: '1.75rem' }} />
          <span className="boot-name">{productTexts.name}</span>
        </div>
        <div className="boot-content">
          <div className="boot-block" style={{ height: '2rem', width: '14rem' }} />
          <div className="boot-row">
            <div className="boot-block" style={{ height: '2.25rem', flex: 1 }} />
            <div className="boot-block" style={{ height: '2.25rem', width: '8rem' }} />
          </div>
          <div className="boot-block" style={{ height: '16rem' }} />
        </div>
      </div>
    </div>
  );
}
