// Checks one corpus batch against docs/matching/corpus-writer-brief.md; prints problems, or OK with counts only.
// node eval/matching/check-batch.mjs <folder>/batch-N.json
import fs from 'node:fs';
const file = process.argv[2];
const N = Number((/batch-(\d+)\.json$/.exec(file) || [])[1]);
const problems = [];
let data;
try { data = JSON.parse(fs.readFileSync(file, 'utf8')); } catch (e) { console.log('not JSON: ' + e.message); process.exit(1); }
const V = { intent: ['long_term','marriage','casual','not_sure'], children: ['have','want','dont_want','open'], smoking: ['no','sometimes','yes'], drinking: ['no','socially','often'],
  faith: ['none','spiritual','christian','muslim','jewish','hindu','buddhist','sikh','other'], diet: ['anything','vegetarian','vegan','halal','kosher'], pets: ['has_pets','likes_pets','no_pets','allergic'], settling: ['staying','open','abroad'] };
const VOICES = ['terse','rambling','filler','slang','non-native','list','indirect','conditional','sarcasm','dealbreaker-in-about'];
const KINDS = ['no-shared-keywords','shared-topic-dealbreaker','same-word-opposite','same-religion','different-religion-same-words','past-habit','conditional','sarcasm','dealbreaker-in-about','negation'];
const EXTRA = ['relocation','shared-stance','other-lives','word-out-of-context'];
const daters = data.daters || [], pairs = data.pairs || [];
if (daters.length !== 40) problems.push(`daters: ${daters.length}, want 40`);
const ids = new Set();
daters.forEach((d, i) => {
  const want = `b${N}-d${String(i + 1).padStart(2, '0')}`;
  if (d.id !== want) problems.push(`dater ${i + 1}: id ${d.id}, want ${want}`);
  ids.add(d.id);
  if (d.batch !== N) problems.push(`${d.id}: batch ${d.batch}`);
  if (typeof d.name !== 'string' || !d.name) problems.push(`${d.id}: name`);
  if (!Array.isArray(d.voice) || !d.voice.length || d.voice.some((v) => !VOICES.includes(v))) problems.push(`${d.id}: voice ${JSON.stringify(d.voice)}`);
  for (const f of ['about', 'seek']) if (typeof d[f] !== 'string' || d[f].trim().length < 20) problems.push(`${d.id}: ${f} too short`);
  const e = d.essentials;
  if (!e || typeof e !== 'object') { problems.push(`${d.id}: essentials missing`); return; }
  for (const [k, v] of Object.entries(e)) {
    if (!V[k]) { problems.push(`${d.id}: unknown essential ${k}`); continue; }
    if (!v || (v.self === undefined && v.need === undefined)) problems.push(`${d.id}.${k}: empty`);
    for (const extra of Object.keys(v || {})) if (!['self', 'need'].includes(extra)) problems.push(`${d.id}.${k}: unknown field ${extra}`);
    if (v.self !== undefined && !V[k].includes(v.self)) problems.push(`${d.id}.${k}.self: ${v.self}`);
    if (v.need !== undefined) {
      const n = v.need;
      if (!Array.isArray(n.values) || !n.values.length || n.values.some((x) => !V[k].includes(x)) || new Set(n.values).size !== n.values.length) problems.push(`${d.id}.${k}.need.values: ${JSON.stringify(n.values)}`);
      if (!['must', 'nice'].includes(n.strength)) problems.push(`${d.id}.${k}.need.strength: ${n.strength}`);
      for (const extra of Object.keys(n)) if (!['values', 'strength'].includes(extra)) problems.push(`${d.id}.${k}.need: unknown field ${extra}`);
    }
  }
});
for (const v of VOICES) { const c = daters.filter((d) => (d.voice || []).includes(v)).length; if (c < 5) problems.push(`voice ${v}: ${c}, want at least 5`); }
const seen = new Set(), used = new Set();
pairs.forEach((p, i) => {
  const want = `b${N}-p${String(i + 1).padStart(3, '0')}`;
  if (p.id !== want) problems.push(`pair ${i + 1}: id ${p.id}, want ${want}`);
  if (p.split !== 'test') problems.push(`${p.id}: split ${p.split}`);
  if (!ids.has(p.a) || !ids.has(p.b)) problems.push(`${p.id}: unknown dater`);
  if (p.a === p.b) problems.push(`${p.id}: a dater with themself`);
  const key = [p.a, p.b].sort().join('|');
  if (seen.has(key)) problems.push(`${p.id}: pair twice`);
  seen.add(key); used.add(p.a); used.add(p.b);
  if (!['strong', 'dealbreaker', 'weak'].includes(p.label)) problems.push(`${p.id}: label ${p.label}`);
  if (!Array.isArray(p.kinds) || p.kinds.some((k) => !KINDS.includes(k) && !EXTRA.includes(k))) problems.push(`${p.id}: kinds ${JSON.stringify(p.kinds)}`);
  if (typeof p.why !== 'string' || p.why.length < 15) problems.push(`${p.id}: why`);
  for (const extra of Object.keys(p)) if (!['id', 'split', 'a', 'b', 'label', 'kinds', 'why'].includes(extra)) problems.push(`${p.id}: unknown field ${extra}`);
});
for (const d of daters) if (!used.has(d.id)) problems.push(`${d.id}: in no pair`);
for (const k of KINDS) { const c = pairs.filter((p) => (p.kinds || []).includes(k)).length; if (c < 5) problems.push(`kind ${k}: ${c}, want at least 5`); }
const count = (l) => pairs.filter((p) => p.label === l).length;
if (pairs.length < 95 || pairs.length > 110) problems.push(`pairs: ${pairs.length}, want about 100`);
for (const [l, lo] of [['strong', 27], ['dealbreaker', 32], ['weak', 27]]) if (count(l) < lo) problems.push(`${l} pairs: ${count(l)}, want at least ${lo}`);
if (problems.length) { console.log(problems.slice(0, 60).join('\n')); if (problems.length > 60) console.log(`… and ${problems.length - 60} more`); process.exit(1); }
console.log(`OK: ${daters.length} daters, ${pairs.length} pairs (${count('strong')} strong / ${count('dealbreaker')} dealbreaker / ${count('weak')} weak)`);
