import { Badge } from '@/components/ui/badge';

/** The words of an area's texts for its two statuses. */
export type StatusLabels = { statusActive: string; statusInactive: string };

/** A status in a list: filled when active, outlined when not (`inactiveClassName` added then). */
export function StatusBadge({
  active,
  labels,
  inactiveClassName,
}: {
  active: boolean;
  labels: StatusLabels;
  inactiveClassName?: string;
}) {
  return active ? (
    <Badge variant="secondary">{labels.statusActive}</Badge>
  ) : (
    <Badge variant="outline" className={inactiveClassName}>
      {labels.statusInactive}
    </Badge>
  );
}
