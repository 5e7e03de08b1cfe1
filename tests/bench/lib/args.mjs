// The bench's command line: --size quick|full, --only, --cpu-prof, --keep, --wait-quiet, --set.

const FLAGS = {
  '--cpu-prof': (args) => {
    args.cpuProf = true;
  },
  '--keep': (args) => {
    args.keep = true;
  },
  quick: (args) => {
    args.size = 'quick';
  },
  full: (args) => {
    args.size = 'full';
  },
};

const OPTIONS = {
  '--size': (args, v) => {
    args.size = v;
  },
  '--only': (args, v) => {
    args.only = v.split(',');
  },
  '--wait-quiet': (args, v) => {
    args.waitQuiet = Number(v);
  },
  '--set': (args, v) => {
    args.set.push(v);
  },
};

function readArgv(argv) {
  const args = { size: 'quick', only: null, cpuProf: false, keep: false, waitQuiet: 0, set: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [name] = a.split('=');
    if (FLAGS[a]) FLAGS[a](args);
    else if (OPTIONS[name])
      OPTIONS[name](args, a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i]);
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

/** --set push.rate=250: a diagnostic override of one size parameter (recorded in the results). */
function applyOverrides(size, overrides) {
  for (const kv of overrides) {
    const [path, raw] = kv.split('=');
    const [group, key] = (path ?? '').split('.');
    if (!size[group] || !(key in size[group]) || raw === undefined)
      throw new Error(`--set ${kv}: unknown parameter`);
    size[group][key] = Number(raw);
  }
}

/** The parsed arguments, checked against the sizes and the figures' names. */
export function parseArgs(argv, { sizes, known }) {
  const args = readArgv(argv);
  if (!sizes[args.size]) throw new Error(`--size must be quick or full`);
  applyOverrides(sizes[args.size], args.set);
  for (const name of args.only ?? [])
    if (!known.includes(name))
      throw new Error(`unknown figure ${name}; known: ${known.join(', ')}`);
  return args;
}
