import { shellTexts } from '@lineup/contracts/shell-texts';
import { Badge } from '@/components/ui/badge';

/** The environment badge (e.g. "Quality Assurance"); nothing when the label is empty. */
export function EnvBadge({ label }: { label: string }) {
  const text = label.trim();
  if (!text) return null;
  return (
    <Badge variant="warning" title={shellTexts.environment} data-testid="env-badge">
      {text}
    </Badge>
  );
}
