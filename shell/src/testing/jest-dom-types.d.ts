// The jest-dom matchers (toHaveAttribute, toHaveAccessibleName, ...) that build-config's jest setup installs,
// typed for the shell's component tests.
/// <reference types="@testing-library/jest-dom" />
