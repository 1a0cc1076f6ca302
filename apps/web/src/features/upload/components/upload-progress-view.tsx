import {
  type UploadProgressStep,
  uploadDialogTexts,
  uploadProgressLabels,
  uploadProgressSteps,
  uploadProgressValues,
} from '@lineup/contracts/texts/upload';
import { Check, Loader2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

/** The labelled steps shown while uploading (all but idle and loading), the bar at the step's percentage. */
const SHOWN = uploadProgressSteps.filter((step) => step !== 'idle' && step !== 'loading');

export function UploadProgressView({ step }: { step: UploadProgressStep }) {
  const value = uploadProgressValues[step];
  const current = uploadProgressSteps.indexOf(step);
  return (
    <div className="flex flex-col gap-4" data-testid="upload-progress">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium" aria-live="polite">
          {uploadProgressLabels[step]}
        </span>
        <span className="tabular-nums text-muted-foreground">{value}%</span>
      </div>
      <Progress
        value={value}
        aria-label={uploadDialogTexts.progressLabel}
        aria-valuetext={`${uploadProgressLabels[step]} ${value}%`}
      />
      <ol className="flex flex-col gap-2">
        {SHOWN.map((shown) => {
          const index = uploadProgressSteps.indexOf(shown);
          const finished = index < current || step === 'done';
          const active = index === current && step !== 'done';
          return (
            <li
              key={shown}
              data-state={finished ? 'done' : active ? 'active' : 'pending'}
              className={cn('flex items-center gap-2 text-sm', !finished && !active && 'text-muted-foreground')}
            >
              {finished ? (
                <Check className="size-4 text-primary" />
              ) : active ? (
                <Loader2 className="size-4 animate-spin" />
              ) : (
                <span className="size-4 rounded-full border" />
              )}
              <span className="flex-1">{uploadProgressLabels[shown]}</span>
              <span className="tabular-nums text-xs text-muted-foreground">{uploadProgressValues[shown]}%</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
