import { Kind, type SelectionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * A size of a selection set as it will run, fragments spread in: each field counts 1 plus the size of
 * its own selection set, and the fields of one set combine by `siblings` (max for depth, sum for a
 * count). A fragment is measured once and remembered, so spreading it many times costs nothing more;
 * an unknown or cyclic spread counts 0 (graphql-js' own rules refuse those documents).
 */
export function selectionMeasure(
  context: ValidationContext,
  siblings: (a: number, b: number) => number,
): (selectionSet: SelectionSetNode) => number {
  const fragments = new Map<string, number>();
  const entered = new Set<string>();

  function ofSet(selectionSet: SelectionSetNode | undefined): number {
    if (selectionSet === undefined) return 0;
    // Not reduce(siblings): reduce would pass Math.max its index and array too.
    return selectionSet.selections.map(ofSelection).reduce((a, b) => siblings(a, b), 0);
  }

  function ofSelection(selection: SelectionNode): number {
    switch (selection.kind) {
      case Kind.FIELD:
        return 1 + ofSet(selection.selectionSet);
      case Kind.INLINE_FRAGMENT:
        return ofSet(selection.selectionSet);
      case Kind.FRAGMENT_SPREAD:
        return ofFragment(selection.name.value);
    }
  }

  function ofFragment(name: string): number {
    const known = fragments.get(name);
    if (known !== undefined) return known;
    const fragment = context.getFragment(name);
    if (fragment === null || fragment === undefined || entered.has(name)) return 0;
    entered.add(name);
    const size = ofSet(fragment.selectionSet);
    entered.delete(name);
    fragments.set(name, size);
    return size;
  }

  return ofSet;
}
