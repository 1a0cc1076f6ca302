import { DEFAULT_IMAGE_NAMING_RULE, imageNamingRuleSchema } from '@lineup/contracts/images';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SectionCard } from '@/components/ui/section-card';
import { useUpdateImageNamingRule } from '@/features/pictures/api/update-image-naming-rule';

/**
 * The brand's naming rule: shown, explained (its parts, the default and an example) and edited.
 * A rule the contract refuses says why under the field and is not sent.
 */
export function PicturesNamingRule({ brandId, rule }: { brandId: number; rule: string }) {
  const [typed, setTyped] = useState(rule);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateImageNamingRule(brandId);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = imageNamingRuleSchema.safeParse(typed);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate({ imageNamingRule: checked.data });
  };

  return (
    <SectionCard title={pictureTexts.namingRuleTitle} description={pictureTexts.namingRuleDescription}>
      <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
        <Label htmlFor={inputId}>{pictureTexts.namingRuleLabel}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="max-w-md font-mono"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
          />
          <Button type="submit" disabled={save.isPending || typed.trim() === rule}>
            {save.isPending ? pictureTexts.savingRule : pictureTexts.saveRule}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={typed === DEFAULT_IMAGE_NAMING_RULE}
            onClick={() => {
              setTyped(DEFAULT_IMAGE_NAMING_RULE);
              setError(null);
            }}
          >
            {pictureTexts.useDefault}
          </Button>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {pictureTexts.namingRuleHint(pictureTexts.namingRuleExample)}{' '}
          {pictureTexts.namingRuleDefault(DEFAULT_IMAGE_NAMING_RULE)}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </SectionCard>
  );
}
