import { creativeDataFromSources } from '../src/generator/creative/from-sources';
import { cleanKeyword } from '../src/generator/index';
for (const k of process.argv.slice(2)) {
  const c = cleanKeyword(k);
  if (!c.ok) { console.log(k, 'refused'); continue; }
  const d = creativeDataFromSources(c.keyword, 'funny');
  console.log(k.padEnd(20), d.known ? `${d.known.key} (${d.known.entry.type})` : '-- unknown');
}
