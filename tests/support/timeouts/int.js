// Jest applies testTimeout only globally; each tier sets its own here.
jest.setTimeout(60000);
