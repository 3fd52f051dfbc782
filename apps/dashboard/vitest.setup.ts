import { configure } from '@testing-library/react';

// On two shared cores with the other packages' suites beside this one (turbo runs them together), a page's
// first render and its fake API can take seconds: `findBy…` waits up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });
