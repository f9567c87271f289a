import '@testing-library/jest-dom';

// The contact form keeps a draft in sessionStorage; each test starts from an empty tab.
afterEach(() => window.sessionStorage.clear());
