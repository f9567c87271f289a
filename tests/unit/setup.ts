import '@testing-library/jest-dom';

// The contact form keeps a draft in sessionStorage; each test starts from an empty tab. (Tests of
// Node scripts run in the node environment, without a window.)
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
