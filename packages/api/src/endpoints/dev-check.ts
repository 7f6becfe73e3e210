import { type AnswerName, type AnswerSchemas, answerSchemas } from './answer-schemas';

/**
 * The schema the client checks an answer against: in development and tests only. The
 * endpoints pass a name, never a schema, so once a production build folds
 * `import.meta.env.DEV` to false nothing refers to `answerSchemas` and zod is left out
 * (a schema passed as an argument would stay referenced and ship).
 */
export function devCheck<N extends AnswerName>(name: N): AnswerSchemas[N] | undefined {
  return import.meta.env.DEV ? answerSchemas[name] : undefined;
}
