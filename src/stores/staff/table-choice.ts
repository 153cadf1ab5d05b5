/**
 * The change-table page's choice of tables, starting at the tables the party sits
 * at now. While the choice is still exactly those, a tap on another table moves
 * the party there (the choice becomes that table alone), since moving is what a
 * host opened the page for; from then on taps add and drop tables, to join them.
 */
export interface TableChoice {
  chosen: string[];
  /** Nothing tapped yet: the choice is the current tables. */
  untouched: boolean;
}

export function startChoice(current: readonly string[]): TableChoice {
  return { chosen: [...current], untouched: true };
}

export function tapTable(choice: TableChoice, itemId: string, current: readonly string[]): TableChoice {
  if (choice.untouched && !current.includes(itemId)) return { chosen: [itemId], untouched: false };
  const chosen = choice.chosen.includes(itemId)
    ? choice.chosen.filter((id) => id !== itemId)
    : [...choice.chosen, itemId];
  return { chosen, untouched: false };
}
