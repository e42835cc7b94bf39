// `node --import tsx bench/profile-summary.ts <file.cpuprofile> [count]`: the functions a V8 CPU profile
// spent most time in themselves, and the same time added up by package, so a benchmark's profile
// (BENCH_CPU_PROFILE) says which layer of the request path costs what.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `node_modules/<package>` (scoped too), `api/src`'s first folders for our code, else node's own. */
export function ownerOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const ours = /\/api\/src\/((?:features\/|plugins\/)?[^/]+)/.exec(url);
  if (ours) return `api/src/${ours[1]}`;
  if (url.startsWith('node:')) return 'node';
  return url === '' ? '(native, gc, idle)' : url;
}

export function summarise(profile: Profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const functions = new Map<string, number>();
  const owners = new Map<string, number>();
  let total = 0;
  for (const [id, micros] of selfTime) {
    const node = byNode.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += micros;
    const name = `${functionName || '(anonymous)'}  ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    const owner = functionName === '(garbage collector)' ? '(garbage collector)' : ownerOf(url);
    owners.set(owner, (owners.get(owner) ?? 0) + micros);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return {
    total,
    functions: (count: number) => top(functions, count),
    owners: (count: number) => top(owners, count),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, count = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [count]');
  const summary = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const share = (micros: number) => `${((micros / summary.total) * 100).toFixed(1).padStart(5)} %`;
  console.log(`busy ${(summary.total / 1e6).toFixed(1)} s (idle and program left out)\n\nby package:`);
  for (const [owner, micros] of summary.owners(Number(count))) console.log(`  ${share(micros)}  ${owner}`);
  console.log('\nby function (self time):');
  for (const [name, micros] of summary.functions(Number(count))) console.log(`  ${share(micros)}  ${name}`);
}
