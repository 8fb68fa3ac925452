import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { flattenCatalog } from './flatten-catalog.ts';

type Tree = { [key: string]: string | Tree };

/** What a message needs from its caller and gives the screen: its placeholders, plurals and tags. */
type Shape = { placeholders: string[]; tags: string[]; plurals: string[][] };

function shapeOf(message: string): Shape {
  const placeholders = new Set<string>();
  const tags: string[] = [];
  const plurals: string[][] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') tags.push(...(token.match(/<\/?\w+>/g) ?? []));
      else {
        const [name, type, format] = token;
        placeholders.add(name);
        if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format && typeof format === 'object') {
          const branches = Object.entries(format as Record<string, unknown>).filter(([key]) => key !== 'offset');
          if (type !== 'select') plurals.push(branches.map(([key]) => key));
          for (const [, branch] of branches) walk(branch as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessage(message));
  return { placeholders: [...placeholders].sort(), tags: tags.sort(), plurals };
}

const same = (a: string[], b: string[]) => a.join('\u0000') === b.join('\u0000');

/**
 * What is wrong with a language's catalog compared with English, one line per problem naming the
 * language and the key: a key English has and it lacks, a key English does not have, a message
 * that does not parse, placeholders or tags other than English's, a plural without `other`.
 */
export function catalogProblems(language: string, english: Tree, translated: Tree): string[] {
  const source = flattenCatalog(english);
  const target = flattenCatalog(translated);
  const problems: string[] = [];
  for (const key of Object.keys(source)) if (!(key in target)) problems.push(`${language}: ${key} is missing`);
  for (const key of Object.keys(target)) if (!(key in source)) problems.push(`${language}: ${key} is not in English`);
  for (const [key, message] of Object.entries(target)) {
    if (!(key in source)) continue;
    let shape: Shape;
    try {
      shape = shapeOf(message);
    } catch (error) {
      problems.push(`${language}: ${key} does not parse (${(error as Error).message})`);
      continue;
    }
    const want = shapeOf(source[key]!);
    if (!same(shape.placeholders, want.placeholders))
      problems.push(
        `${language}: ${key} has placeholders {${shape.placeholders.join('}, {')}}, English {${want.placeholders.join('}, {')}}`,
      );
    if (!same(shape.tags, want.tags))
      problems.push(`${language}: ${key} has tags ${shape.tags.join(' ') || 'none'}, English ${want.tags.join(' ') || 'none'}`);
    if (shape.plurals.some((branches) => !branches.includes('other'))) problems.push(`${language}: ${key} has a plural without 'other'`);
  }
  return problems;
}
