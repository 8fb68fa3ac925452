import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The browser needs an endpoint's address (method, path, access), never its schemas, its
 * summary or its permission: the server validates requests, shapes answers and checks roles, and
 * the web's types come from the schemas at compile time. So the web build reads the contracts'
 * endpoint files (packages/contracts/src/endpoints) without those properties and the schema
 * imports, which keeps zod off the sign-in pages (ARCHITECTURE §8: /login <= 200 KB gzip) and
 * ~125 summaries (about 3 KB gzip) out of the app.
 * Type checking sees the files whole.
 */
const ENDPOINT_FILE = /\/packages\/contracts\/src\/endpoints\/[a-z-]+\.ts$/;

/** An endpoint file, which the web build reads without its schema imports (zod-free there). */
export const isEndpointFile = (id: string) => ENDPOINT_FILE.test(id.split('?')[0]!.replaceAll('\\', '/'));
const SERVER_PROPERTIES = new Set(['request', 'response', 'params', 'summary', 'permission']);

export function stripEndpointSchemas(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const cuts: [number, number][] = [];
  const cutWithComma = (node: ts.Node) => {
    let end = node.getEnd();
    while (/\s/.test(code[end] ?? '')) end++;
    cuts.push([node.getFullStart(), code[end] === ',' ? end + 1 : node.getEnd()]);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineEndpoint') {
      const [definition] = node.arguments;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        for (const property of definition.properties) {
          if (property.name && SERVER_PROPERTIES.has(property.name.getText(source))) cutWithComma(property);
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    // Schemas come from the sibling contract files; only the endpoint helpers stay.
    if (ts.isImportDeclaration(statement) && (statement.moduleSpecifier as ts.StringLiteral).text !== '../endpoint.ts') {
      cuts.push([statement.getFullStart(), statement.getEnd()]);
    } else visit(statement);
  }
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

export function endpointAddresses(): Plugin {
  return {
    name: 'voyce-endpoint-addresses',
    enforce: 'pre',
    transform(code, id) {
      if (!isEndpointFile(id)) return null;
      return { code: stripEndpointSchemas(code, id), map: null };
    },
  };
}
