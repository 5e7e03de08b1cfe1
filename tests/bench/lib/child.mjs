// Runs a task module of ../tasks in a child Node process (clean heap, optional --cpu-prof) and
// answers the JSON it prints on its last "RESULT " line.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './env.mjs';

/** `task` names a module of ../tasks; `args` is passed to it as JSON. */
export function runTask(ctx, { task, args, label = task, heapMb = null }) {
  const flags = [];
  if (ctx.cpuProfDir)
    flags.push('--cpu-prof', `--cpu-prof-dir=${ctx.cpuProfDir}/${label}-task-${Date.now()}`);
  if (heapMb) flags.push(`--max-old-space-size=${heapMb}`);
  const entry = join(ROOT, 'tests', 'bench', 'tasks', `${task}.mjs`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, entry, JSON.stringify(args)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => {
      out += c.toString();
      let nl;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        if (line.startsWith('RESULT ')) child.result = JSON.parse(line.slice(7));
        else if (line.trim()) ctx.log(`  [${label}] ${line}`);
      }
    });
    child.stderr.on('data', (c) => (err += c.toString()));
    child.on('exit', (code) => {
      if (code === 0 && child.result) resolve(child.result);
      else reject(new Error(`task ${task} exited with ${code}: ${err.slice(-4000)}`));
    });
  });
}

/** Inside a task: print the result for the parent. */
export function report(result) {
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}
