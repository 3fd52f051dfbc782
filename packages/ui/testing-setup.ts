import { configure } from '@testing-library/react';

// The front ends' test setup (dashboard, showroom, this package). On two shared cores with the other
// packages' suites beside these (turbo runs them together), a page's first render and its fake API can take
// seconds: `findBy…` waits up to 5 s instead of testing-library's 1 s.
configure({ asyncUtilTimeout: 5_000 });
