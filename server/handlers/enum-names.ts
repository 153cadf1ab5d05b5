// Proto enums carry the spec's value names, and the domain stores the same
// names as text: mapping is by name, 0 (UNSPECIFIED) meaning "not given".
type NumericEnum = Record<string, string | number>;

export function nameOf(e: NumericEnum, value: number): string {
  if (value === 0) return '';
  const name = e[value];
  return typeof name === 'string' ? name : '';
}

export function valueOf(e: NumericEnum, name: string | null | undefined): number {
  if (!name) return 0;
  const value = e[name];
  return typeof value === 'number' ? value : 0;
}
