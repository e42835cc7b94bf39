// The places a file names another module by a relative path, for the rules that judge where such a path
// leads (no-import-outside-package, no-feature-internals): imports, re-exports, `import()`, `require()` and
// the jest calls that load or mock a module (a `jest.mock('../x')` reaches into a module as an import does).
// Package names (`@dating/shared`, `react`) and sources that are no string literal are not handed on.

const JEST_MODULE_CALLS = ['mock', 'requireActual', 'unstable_mockModule', 'doMock'];

/**
 * ESLint visitors that call `check(node, source)` for each relative module source (`./x`, `../y`) of an
 * import, re-export, `import()`, `require()` or jest module call; `node` is the string literal to report on.
 * @param {(node: import('estree').Literal, source: string) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function relativeSourceVisitors(check) {
  const visit = (node) => {
    if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
    if (node.value.startsWith('.')) check(node, node.value);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    CallExpression: (node) => {
      const callee = node.callee;
      const isRequire = callee.type === 'Identifier' && callee.name === 'require';
      const isJestModuleCall =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'jest' &&
        callee.property.type === 'Identifier' &&
        JEST_MODULE_CALLS.includes(callee.property.name);
      if (isRequire || isJestModuleCall) visit(node.arguments[0]);
    },
  };
}
