import type * as React from 'react';

/** One choice of a select: what it sends and what it shows. */
type SelectChoice = { value: string | number; label: React.ReactNode };

/**
 * A select's options: the empty one first, which says what to choose or that nothing is chosen,
 * then one per choice, in the order given.
 */
export function SelectOptions({
  emptyLabel,
  choices,
}: {
  emptyLabel: React.ReactNode;
  choices: readonly SelectChoice[];
}) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
