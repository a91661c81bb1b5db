/** A read need as "values/strength", or "-". Two needs agree when their strength does and their values mostly do. */
export function needAgrees(want: string, got: string): boolean {
  if (want === '-' || got === '-') return want === got;
  const [wantValues = '', wantStrength] = want.split('/');
  const [gotValues = '', gotStrength] = got.split('/');
  if (wantStrength !== gotStrength) return false;
  const a = new Set(wantValues.split('|'));
  const b = new Set(gotValues.split('|'));
  return [...a].filter((v) => b.has(v)).length / new Set([...a, ...b]).size >= 0.5;
}
