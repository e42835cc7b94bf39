// The @dating/shared version a shell provides and the range a remote was built against (its package.json's
// dependency on @dating/shared, written by its build beside its manifest). npm's semver rules for the ranges
// this project writes (`^1.2.0`, `~1.2.0`, `1.2.0`, `>=1.2.0`, alternatives with `||`); anything else is
// not satisfied, so an unreadable range refuses rather than mounts. Small on purpose: it runs in the shell.

type Triple = [number, number, number];

function parseVersion(value: string): Triple | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(value.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function satisfiesOne(version: Triple, range: string): boolean {
  const trimmed = range.trim();
  const operator = /^(\^|~|>=|=)?\s*(.*)$/.exec(trimmed);
  const base = parseVersion(operator?.[2] ?? '');
  if (!operator || !base) return false;
  const [major, minor] = base;
  switch (operator[1]) {
    case '^':
      if (compare(version, base) < 0) return false;
      // ^0.x.y allows patches only within 0.x, as npm does.
      return major > 0 ? version[0] === major : version[0] === 0 && version[1] === minor;
    case '~':
      return compare(version, base) >= 0 && version[0] === major && version[1] === minor;
    case '>=':
      return compare(version, base) >= 0;
    default:
      return compare(version, base) === 0;
  }
}

/** Whether `version` satisfies `range`; false for anything unreadable. */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  return parsed !== null && range.split('||').some((part) => satisfiesOne(parsed, part));
}
