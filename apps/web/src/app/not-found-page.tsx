import { productTexts, shellTexts } from '@lineup/contracts/shell-texts';
import { Link } from '@tanstack/react-router';
import { FileQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Unknown routes show 'Page not found' / 'Might be under construction'. */
export function NotFoundPage({ homeLink = '/home' }: { homeLink?: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight">{productTexts.notFoundTitle}</h1>
      <p className="text-muted-foreground">{productTexts.notFoundSubtitle}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={homeLink}>{shellTexts.goHome}</Link>
      </Button>
    </div>
  );
}
