/**
 * A typedoc plugin (`typedoc.json`'s `plugin`, after `typedoc-plugin-zod`) for the request and answer types
 * that are Zod schemas, exported as a schema and a type of one name (`ScrapeRequest` is both):
 * - where a signature names such a type, its page links to the type instead of drawing the type's whole
 *   object again (TypeScript keeps no name on `z.infer<typeof ScrapeRequest>`'s type, so typedoc, which
 *   converts a parameter from its type, wrote out every field at every use: the client's page was 1.4 MB);
 * - the schema and the type share one page, the type's, which names the schema, instead of two pages and
 *   two entries of one name in the navigation.
 */
import { Converter, ReflectionKind, TypeScript as ts } from 'typedoc';

const ZOD_TYPES = /^z\.(infer|input|output)$/;

/**
 * Whether `node` names, anywhere in it, a type alias declared as a Zod schema's type.
 * @param {import('typedoc').Context} context
 * @param {import('typescript').Node} node
 */
function namesSchemaType(context, node) {
  if (ts.isTypeReferenceNode(node)) {
    const symbol = context.checker.getSymbolAtLocation(node.typeName);
    const target = symbol && context.resolveAliasedSymbol(symbol);
    const alias = target?.getDeclarations()?.find(ts.isTypeAliasDeclaration);
    if (alias && ts.isTypeReferenceNode(alias.type) && ZOD_TYPES.test(alias.type.typeName.getText()))
      return true;
  }
  return ts.forEachChild(node, (child) => namesSchemaType(context, child) || undefined) ?? false;
}

/**
 * The type of `node` as written, with the names it uses, where it names a schema's type; else `current`.
 * @param {import('typedoc').Context} context
 * @param {import('typescript').TypeNode | undefined} node
 * @param {import('typedoc').SomeType | undefined} current
 */
function asWritten(context, node, current) {
  return node && namesSchemaType(context, node) ? context.converter.convertType(context, node) : current;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, signature, declaration) => {
    if (!declaration || !('parameters' in declaration)) return;
    const scope = context.withScope(signature);
    for (const parameter of signature.parameters ?? []) {
      const node = declaration.parameters.find((p) => p.name.getText() === parameter.name)?.type;
      parameter.type = asWritten(scope.withScope(parameter), node, parameter.type);
    }
    if (declaration.type && !ts.isTypePredicateNode(declaration.type))
      signature.type = asWritten(scope, declaration.type, signature.type);
  });

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Property)) return;
    context.converter.deferConversion(() => {
      const node = context
        .getSymbolFromReflection(reflection)
        ?.getDeclarations()
        ?.find((d) => ts.isPropertySignature(d) || ts.isPropertyDeclaration(d))?.type;
      reflection.type = asWritten(context.withScope(reflection), node, reflection.type);
    });
  });

  // After typedoc-plugin-zod (priority 2000), which reads each schema's reflection to name the type's schema.
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const { project } = context;
      for (const schema of project.getReflectionsByKind(ReflectionKind.Variable)) {
        const type = schema.parent?.children?.find(
          (child) => child.kindOf(ReflectionKind.TypeAlias) && child.name === schema.name,
        );
        if (!type) continue;
        type.comment ??= schema.comment?.clone();
        type.comment?.summary.push(
          { kind: 'text', text: '\n\nIts Zod schema has the same name: ' },
          { kind: 'code', text: `\`const ${schema.name}: ${schema.type}\`` },
          { kind: 'text', text: ', whose ' },
          { kind: 'code', text: `\`${schema.name}.parse(value)\`` },
          { kind: 'text', text: ' checks a value and returns it typed.' },
        );
        project.removeReflection(schema);
      }
    },
    1000,
  );
}
