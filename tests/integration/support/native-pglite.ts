// PGlite's CommonJS build loads Node built-ins with dynamic import(), which Jest's module
// sandbox refuses unless Node runs with --experimental-vm-modules. This loads the package with
// Node's own module loader instead, outside the sandbox, so `npx jest --selectProjects
// integration` works without flags. Import it before anything that opens a PGlite database.
// Side effect: PGlite's Date values come from the outer realm, so compare them by value rather
// than with expect.any(Date).
jest.mock('@electric-sql/pglite', () => {
  const {Module} = jest.requireActual<typeof import('node:module')>('node:module');
  // Jest hands out a subclass of Node's Module whose inherited require() is Node's own.
  const nativeLoader = new Module(__filename);
  return nativeLoader.require(require.resolve('@electric-sql/pglite'));
});
// Its Node file system (extended by local-backend/durable-nodefs.mjs) must come from the same
// loader, so PGlite recognises it.
jest.mock('@electric-sql/pglite/nodefs', () => {
  const {Module} = jest.requireActual<typeof import('node:module')>('node:module');
  const nativeLoader = new Module(__filename);
  return nativeLoader.require(require.resolve('@electric-sql/pglite/nodefs'));
});
