// The bench's two sizes: quick (CI, a laptop) and full (the figures the issues name).
export const SIZES = {
  quick: {
    appends: { count: 10_000, concurrency: 256, rounds: 3 },
    http: { people: 30_000, contracts: 100, durationS: 5, warmS: 1, connections: 50 },
    push: { people: 5_000, contracts: 100, rate: 500, durationS: 4, approvers: 100 },
    marks: { devices: 8, batch: 100, durationS: 5, warmS: 1 },
    fanout: { clients: 500, processes: 1, changes: 3 },
    log: { events: 20_000 },
    grid: { rows: 20_000, queries: 60, budgetMs: 20_000 },
    bulk: { rows: 2_000, callers: 4, baselineS: 3 },
    attendance: { people: 500, marksPerPerson: 60 },
  },
  full: {
    appends: { count: 100_000, concurrency: 256, rounds: 3 },
    http: { people: 150_000, contracts: 100, durationS: 20, warmS: 3, connections: 50 },
    push: { people: 12_000, contracts: 100, rate: 500, durationS: 15, approvers: 100 },
    marks: { devices: 8, batch: 100, durationS: 20, warmS: 3 },
    fanout: { clients: 5_000, processes: 2, changes: 5 },
    log: { events: 1_000_000 },
    grid: { rows: 1_000_000, queries: 240, budgetMs: 120_000 },
    bulk: { rows: 2_000, callers: 4, baselineS: 5 },
    attendance: { people: 5_000, marksPerPerson: 60 },
  },
};
