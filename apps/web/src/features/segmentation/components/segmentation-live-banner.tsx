import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { Radio } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** A published line list opened with Manage: every change reaches customers at once. */
export function SegmentationLiveBanner() {
  return (
    <div
      role="note"
      aria-label={segmentationTexts.liveTitle}
      data-testid="segmentation-live-banner"
      className="flex items-start gap-3 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950"
    >
      <Badge className="mt-0.5 border-transparent bg-emerald-600 text-white">
        <Radio aria-hidden="true" />
        {segmentationTexts.liveBadge}
      </Badge>
      <div className="flex flex-col gap-0.5">
        <p className="font-medium">{segmentationTexts.liveTitle}</p>
        <p className="text-emerald-900/80">{segmentationTexts.liveDescription}</p>
      </div>
    </div>
  );
}
