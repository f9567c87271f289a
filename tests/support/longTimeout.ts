// Browser and database tests wait on real processes: give them time on a loaded 2-core machine.
jest.setTimeout(60_000);
