import type { OrderStatusEvent } from '@lineup/contracts/orders-responses';
import { orderPageTexts, orderTexts } from '@lineup/contracts/texts/orders';
import { useUsers } from '@/api/users/get-users';
import { formatDateTime } from '@/lib/date-times';

/**
 * The statuses the order took, oldest first, each with when and by whom (a name from the people
 * list), and what more was said (staff overriding the brand's order rules, and why).
 */
export function OrderTimeline({ timeline }: { timeline: OrderStatusEvent[] }) {
  const users = useUsers();
  const nameOf = (userId: string) => {
    const user = users.data?.find((candidate) => candidate.id === userId);
    return user ? `${user.firstName} ${user.lastName}` : orderPageTexts.unknownUser;
  };
  if (timeline.length === 0) return <p className="text-sm text-muted-foreground">{orderPageTexts.noTimeline}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={orderPageTexts.timeline}>
      {timeline.map((event) => (
        <li key={`${event.status}:${event.at}`} className="flex flex-col border-l-2 pl-3">
          <span className="font-medium">{orderTexts.statuses[event.status]}</span>
          <span className="text-xs text-muted-foreground">
            {formatDateTime(event.at)} · {orderPageTexts.byUser(nameOf(event.userId))}
          </span>
          {event.note ? <span className="mt-1 whitespace-pre-line text-sm">{event.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
