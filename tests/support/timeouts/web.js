// Jest applies testTimeout only globally; each tier sets its own here. A rendered form with
// Mantine's modals takes seconds on a loaded 2-core machine: a guard, not a speed target.
jest.setTimeout(30000);
