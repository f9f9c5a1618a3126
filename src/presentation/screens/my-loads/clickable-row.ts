/**
 * A row that opens a load's bids on click also holds links and buttons of its own; a click on one
 * of those is theirs, not the row's.
 */
export function isFromNestedControl(target: EventTarget, row: Element): boolean {
  const control =
    target instanceof Element ? target.closest('a, button, input, select, textarea') : null;
  return control !== null && control !== row && row.contains(control);
}
